// The cases where Combine's model of observation makes sense, with
// OpenCombine's `ObservableObject` and `@Published`: reads, writes, a write
// that K subscribers receive, and creating an object.

import Benchmark
import BenchmarkSupport
import OpenCombine

final class PublishedSample: ObservableObject {
    @Published var count = 0
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
        let object = PublishedSample()
        object.count = 1  // the first write installs the publisher; read that state
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(object.count)
        }
        benchmark.stopMeasurement()
    }

    public static func writeInt(_ benchmark: Benchmark) {
        let object = PublishedSample()
        object.count = -1
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            object.count = index
            blackHole(object)
        }
        benchmark.stopMeasurement()
    }

    public static func writeString(_ benchmark: Benchmark) {
        let object = PublishedSample()
        object.title = sampleTitles[1]
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            object.title = sampleTitles[index & 1]
            blackHole(object)
        }
        benchmark.stopMeasurement()
    }

    public static func writeStruct(_ benchmark: Benchmark) {
        let object = PublishedSample()
        object.point = SamplePoint(x: -1, y: 1)
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            object.point = SamplePoint(x: Double(index), y: 1)
            blackHole(object)
        }
        benchmark.stopMeasurement()
    }

    public static func writeReference(_ benchmark: Benchmark) {
        let object = PublishedSample()
        object.reference = samplePayloads[1]
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            object.reference = samplePayloads[index & 1]
            blackHole(object)
        }
        benchmark.stopMeasurement()
    }

    public static func writeIncrement(_ benchmark: Benchmark) {
        let object = PublishedSample()
        object.count = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            object.count += 1
            blackHole(object)
        }
        benchmark.stopMeasurement()
    }

    /// `@Published` has no equality check: an equal value is published too.
    public static func writeEqualValue(_ benchmark: Benchmark) {
        let object = PublishedSample()
        object.count = 7
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            object.count = 7
            blackHole(object)
        }
        benchmark.stopMeasurement()
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
