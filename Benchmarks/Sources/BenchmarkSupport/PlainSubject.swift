import Benchmark

// The floor: the same operations on a class with no observation at all,
// reached through an array as in the other subjects (see Shelf), so the
// "plain" column also shows what the harness itself costs per operation.

final class PlainSample: @unchecked Sendable {
    var count = 0
    var other = 0
    var tally = 0  // the `+= 1` case's own property, as in Sample
    var title = sampleTitles[0]
    var point = SamplePoint(x: 0, y: 0)
    var reference = SamplePayload()
}

final class PlainThreeInts {
    var a = 0
    var b = 0
    var c = 0
}

/// An Equatable struct for the struct-write case.
public struct SamplePoint: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A class reference for the reference-write case.
public final class SamplePayload: Sendable {
    public init() {}
}

/// Two strings too long to be stored inline, so writing one retains it.
public let sampleTitles = [
    "the first title, long enough to live on the heap",
    "the second title, long enough to live on the heap",
]

/// Two payloads the reference-write case alternates between.
public let samplePayloads = [SamplePayload(), SamplePayload()]

public enum PlainSubject {
    public static func untrackedRead(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PlainSample() }
        var sum = 0
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            sum &+= objects[index & Shelf.mask].count
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    public static func writeInt(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PlainSample() }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].count = index
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeString(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PlainSample() }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].title = sampleTitles[index & 1]
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeStruct(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PlainSample() }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].point = SamplePoint(x: Double(index), y: 1)
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeReference(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PlainSample() }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].reference = samplePayloads[index & 1]
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeIncrement(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PlainSample() }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].tally += 1
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeEqualValue(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in PlainSample() }
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

    public static func createAndFree(_ benchmark: Benchmark) {
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(PlainThreeInts())
        }
        benchmark.stopMeasurement()
    }
}

extension PlainSubject {
    /// The harness alone for the two-thread cases: each thread writes its own plain object.
    public static func threadedWrites(threads: Int) -> ThreadTiming {
        onThreads(threads) { _ in
            let object = PlainSample()
            for index in 0..<Ops.perThread {
                object.count = index
                blackHole(object)
            }
        }
    }

    /// The harness alone for the two-thread cases: each thread reads its own plain objects.
    public static func threadedOwnReads(threads: Int) -> ThreadTiming {
        onThreads(threads) { _ in
            let objects = (0..<Shelf.size).map { _ in PlainSample() }
            var sum = 0
            for index in 0..<Ops.perThread {
                sum &+= objects[index & Shelf.mask].count
            }
            blackHole(sum)
        }
    }

    /// The harness alone for the two-thread cases: each thread reads one shared plain object.
    public static func threadedReads(threads: Int) -> ThreadTiming {
        let object = PlainSample()
        return onThreads(threads) { _ in
            for _ in 0..<Ops.perThread {
                blackHole(object.count)
            }
        }
    }
}
