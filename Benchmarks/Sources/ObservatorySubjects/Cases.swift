// The measured operations. Compiled twice like Models.swift: every line here
// runs against the toolchain's Observation and against Observatory.
//
// Conventions (see ObservationSubject): each function is one measured
// iteration; setup and cleanup happen outside startMeasurement() and
// stopMeasurement(). The read, write and track-and-fire cases reach their
// objects through an array, as apps do (see Shelf), and consume their
// results once, after the loop; the others hand each result to blackHole so
// the optimizer keeps it, which costs the same on both sides.

#if OBSERVATORY
import Observatory
#else
@_spi(SwiftUI) import Observation  // the willSet/didSet form, public in Observatory
#endif
import Benchmark
import BenchmarkSupport

extension Subject {
    // MARK: 1. A read outside any tracking scope

    public static func untrackedRead(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in Sample() }
        var sum = 0
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            sum &+= objects[index & Shelf.mask].count
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    // MARK: 2. Writes with no observers

    public static func writeInt(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in Sample() }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].count = index
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeString(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in Sample() }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].title = sampleTitles[index & 1]
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeStruct(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in Sample() }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].point = SamplePoint(x: Double(index), y: 1)
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeReference(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in Sample() }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].reference = samplePayloads[index & 1]
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeIncrement(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in Sample() }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].tally += 1
        }
        benchmark.stopMeasurement()
        blackHole(objects)
    }

    public static func writeEqualValue(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in Sample() }
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

    // MARK: 3. Reads inside a tracking scope

    /// 1,000 reads inside one open scope: `1000 / n` fresh objects, `n`
    /// distinct properties of each, so every read is the scope's first read of
    /// that property. Opening the scope and installing the tracking are not
    /// measured (case 4 measures them).
    public static func trackedRead(_ benchmark: Benchmark, propertiesPerObject n: Int) {
        let objects = (0..<(Ops.standard / n)).map { _ in Wide() }
        withObservationTracking({
            benchmark.startMeasurement()
            switch n {
            case 1: for object in objects { object.read1() }
            case 10: for object in objects { object.read10() }
            default: for object in objects { object.read100() }
            }
            benchmark.stopMeasurement()
        }, onChange: countFiring)
    }

    /// 1,000 reads inside one open scope: p0 of 10 objects, 100 times each.
    public static func trackedRepeatedRead(_ benchmark: Benchmark) {
        let objects = (0..<(Ops.standard / 100)).map { _ in Wide() }
        withObservationTracking({
            benchmark.startMeasurement()
            for object in objects { object.readFirst100Times() }
            benchmark.stopMeasurement()
        }, onChange: countFiring)
    }

    // MARK: 4. Track and fire

    /// One operation: track one property, then a write that fires it.
    /// The objects are reached through an array (``Shelf``).
    public static func trackAndFire(_ benchmark: Benchmark) {
        let objects = (0..<Shelf.size).map { _ in Sample() }
        // One unmeasured cycle per object first: what an object allocates
        // once for its first observer (Observatory's table, the toolchain's
        // observer storage) is not part of every track-and-fire.
        for object in objects {
            withObservationTracking({ blackHole(object.count) }, onChange: countFiring)
            object.count = -1
        }
        firedCount = 0
        var sum = 0
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            sum &+= withObservationTracking({
                objects[index & Shelf.mask].count
            }, onChange: countFiring)
            objects[index & Shelf.mask].count = index + 1
        }
        benchmark.stopMeasurement()
        blackHole(sum)
        expect(firedCount == Ops.standard, "fired \(firedCount) of \(Ops.standard)", in: benchmark)
    }

    /// One operation: track one property on each of 10 objects, then a
    /// write to one of them that fires the tracking.
    public static func trackAndFireTenObjects(_ benchmark: Benchmark) {
        let objects = (0..<10).map { _ in Sample() }
        firedCount = 0
        var target = 0
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            withObservationTracking({
                for object in objects { blackHole(object.count) }
            }, onChange: countFiring)
            objects[target].count = index + 1
            target = target == 9 ? 0 : target + 1
        }
        benchmark.stopMeasurement()
        expect(firedCount == Ops.standard, "fired \(firedCount) of \(Ops.standard)", in: benchmark)
    }

    // MARK: 5. A write that notifies K observers

    /// 1,000 notifications: `1000 / K` objects, each with `K` one-shot
    /// observers of `count` (installed unmeasured), then one write to each.
    public static func notify(_ benchmark: Benchmark, observers: Int) {
        let objects = (0..<(Ops.standard / observers)).map { _ in Sample() }
        for object in objects {
            for _ in 0..<observers {
                withObservationTracking({
                    blackHole(object.count)
                }, onChange: countFiring)
            }
        }
        firedCount = 0
        benchmark.startMeasurement()
        for object in objects {
            object.count = 1
        }
        benchmark.stopMeasurement()
        expect(firedCount == Ops.standard, "fired \(firedCount) of \(Ops.standard)", in: benchmark)
    }

    /// 1,000 notifications of persistent observers (the willSet/didSet form
    /// SwiftUI uses, which stays installed): one object with `K` didSet
    /// observers of `count` (installed unmeasured), then `1000 / K` writes.
    public static func notifyPersistent(_ benchmark: Benchmark, observers: Int) {
        let object = Sample()
        for _ in 0..<observers {
            withObservationTracking({
                blackHole(object.count)
            }, didSet: countTrackingEvent)
        }
        firedCount = 0
        benchmark.startMeasurement()
        for index in 0..<(Ops.standard / observers) {
            object.count = index + 1
        }
        benchmark.stopMeasurement()
        expect(firedCount == Ops.standard, "notified \(firedCount) of \(Ops.standard)", in: benchmark)
    }

    // MARK: 6. A write to A while K observers watch B

    /// Each of the ``Shelf``'s objects has K observers of `other`; the writes
    /// go to `count`, through the array.
    public static func writeWhileOtherObserved(_ benchmark: Benchmark, observers: Int) {
        let objects = (0..<Shelf.size).map { _ in Sample() }
        for object in objects {
            for _ in 0..<observers {
                withObservationTracking({
                    blackHole(object.other)
                }, onChange: countFiring)
            }
        }
        firedCount = 0
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            objects[index & Shelf.mask].count = index
        }
        benchmark.stopMeasurement()
        // Checked while the objects live: freeing an object fires the
        // trackings that read it (Observatory follows upstream there).
        withExtendedLifetime(objects) {
            expect(firedCount == 0, "an observer of another property fired", in: benchmark)
        }
    }

    // MARK: 7. Memory

    /// Creating and freeing an object with three tracked Ints.
    public static func createAndFree(_ benchmark: Benchmark) {
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(ThreeInts())
        }
        benchmark.stopMeasurement()
    }

    /// 1,000 live one-shot registrations on one fresh object. The bytes still
    /// allocated at the end of the measured region, divided by 1,000, are the
    /// cost of one live registration (the object's share of any table included).
    public static func liveRegistrations(_ benchmark: Benchmark) {
        let object = Sample()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            withObservationTracking({
                blackHole(object.count)
            }, onChange: countFiring)
        }
        benchmark.stopMeasurement()
        blackHole(object)
    }

    /// 100,000 one-shot registrations live at once on one object, then one
    /// write that fires them all. What is still allocated at the end of the
    /// measured region (the object is still alive) is memory that firing did
    /// not return.
    public static func memoryAfterFiringTogether(_ benchmark: Benchmark) {
        let object = Sample()
        firedCount = 0
        benchmark.startMeasurement()
        for _ in 0..<Ops.firedRegistrations {
            withObservationTracking({
                blackHole(object.count)
            }, onChange: countFiring)
        }
        object.count = 1
        benchmark.stopMeasurement()
        expect(firedCount == Ops.firedRegistrations, "fired \(firedCount)", in: benchmark)
        blackHole(object)
    }

    /// 100,000 track-and-fire cycles on one object, one registration live at a time.
    public static func memoryAfterFiringInTurn(_ benchmark: Benchmark) {
        let object = Sample()
        firedCount = 0
        benchmark.startMeasurement()
        for index in 0..<Ops.firedRegistrations {
            withObservationTracking({
                blackHole(object.count)
            }, onChange: countFiring)
            object.count = index + 1
        }
        benchmark.stopMeasurement()
        expect(firedCount == Ops.firedRegistrations, "fired \(firedCount)", in: benchmark)
        blackHole(object)
    }

    // MARK: 8. Threads

    /// Each thread writes its own object (created on that thread), with no observers.
    public static func threadedWrites(threads: Int) -> ThreadTiming {
        onThreads(threads) { _ in
            let object = Sample()
            for index in 0..<Ops.perThread {
                object.count = index
                blackHole(object)
            }
        }
    }

    /// Each thread reads one shared object, outside any tracking scope.
    public static func threadedReads(threads: Int) -> ThreadTiming {
        let object = Sample()
        return onThreads(threads) { _ in
            for _ in 0..<Ops.perThread {
                blackHole(object.count)
            }
        }
    }

    /// Each thread reads the same property of its own objects, through an
    /// array, outside any tracking scope: nothing is shared but the
    /// property's identity (and, on the toolchain, its key path).
    public static func threadedOwnReads(threads: Int) -> ThreadTiming {
        onThreads(threads) { _ in
            let objects = (0..<Shelf.size).map { _ in Sample() }
            var sum = 0
            for index in 0..<Ops.perThread {
                sum &+= objects[index & Shelf.mask].count
            }
            blackHole(sum)
        }
    }

    /// Each thread tracks and fires its own object.
    public static func threadedTrackAndFire(threads: Int) -> ThreadTiming {
        onThreads(threads) { _ in
            let object = Sample()
            for index in 0..<Ops.trackAndFirePerThread {
                withObservationTracking({
                    blackHole(object.count)
                }, onChange: ignoreFiring)
                object.count = index + 1
            }
        }
    }

    // MARK: 9. Observations

    /// One operation: a write, then awaiting the element it produces. The
    /// loop runs in a nonisolated async context, as does the closure.
    public static func observationsElement(_ benchmark: Benchmark) async {
        let object = Sample()
        let observations = Observations { object.count }
        var iterator = observations.makeAsyncIterator()
        _ = await iterator.next()
        var wrong = 0
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            object.count = index + 1
            let element = await iterator.next()
            if element != index + 1 { wrong += 1 }
        }
        benchmark.stopMeasurement()
        expect(wrong == 0, "\(wrong) elements did not carry the new value", in: benchmark)
    }
}
