// The cases where Combine's model of observation makes sense, with
// OpenCombine's `ObservableObject` and `@Published`: reads, writes, a write
// that K subscribers receive, and creating an object.

import Benchmark
import BenchmarkSupport
import OpenCombine

final class PublishedSample: ObservableObject {
    @Published var count = 0
    @Published var tally = 0  // the `+= 1` case's own property, as in Sample
    @Published var title = sampleTitles[0]
    @Published var point = SamplePoint(x: 0, y: 0)
    @Published var reference = samplePayloads[0]
}

final class PublishedThreeInts: ObservableObject {
    @Published var a = 0
    @Published var b = 0
    @Published var c = 0
}

/// How many values the subscribers received.
nonisolated(unsafe) private var receivedCount = 0

public enum CombineSubject {
    public static func untrackedRead(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PublishedSample() }
        for object in objects {
            object.count = 1  // the first write installs the publisher; read that state
        }
        var sum = 0
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            sum &+= objects[index & Shelf.mask].count
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    public static func writeInt(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PublishedSample() }
        for object in objects {
            object.count = -1
        }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].count = index
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeString(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PublishedSample() }
        for object in objects {
            object.title = sampleTitles[1]
        }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].title = sampleTitles[index & 1]
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeStruct(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PublishedSample() }
        for object in objects {
            object.point = SamplePoint(x: -1, y: 1)
        }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].point = SamplePoint(x: Double(index), y: 1)
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeReference(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PublishedSample() }
        for object in objects {
            object.reference = samplePayloads[1]
        }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].reference = samplePayloads[index & 1]
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeIncrement(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PublishedSample() }
        for object in objects {
            object.tally = 0
        }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].tally += 1
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    /// `@Published` has no equality check: an equal value is published too.
    public static func writeEqualValue(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PublishedSample() }
        for object in objects {
            object.count = 7
        }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].count = 7
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    /// 1,000 deliveries: one object with `K` subscribers of `$count`
    /// (subscribed unmeasured), then `1000 / K` writes. Subscriptions stay, as
    /// the persistent observers of `notifyPersistent` do.
    public static func notify(_ benchmark: Benchmark, observers: Int) {
        let object = PublishedSample()
        var subscriptions: [AnyCancellable] = []
        subscriptions.reserveCapacity(observers)
        for _ in 0..<observers {
            subscriptions.append(object.$count.sink { _ in receivedCount &+= 1 })
        }
        receivedCount = 0
        benchmark.startMeasurement()
        for index in 0..<(Ops.standard / observers) {
            object.count = index + 1
        }
        benchmark.stopMeasurement()
        expect(receivedCount == Ops.standard, "received \(receivedCount) of \(Ops.standard)", in: benchmark)
        subscriptions.removeAll()
    }

    public static func createAndFree(_ benchmark: Benchmark) {
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(PublishedThreeInts())
        }
        benchmark.stopMeasurement()
    }
}
