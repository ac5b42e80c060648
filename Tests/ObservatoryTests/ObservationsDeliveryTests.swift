import Observatory
import Testing

/// `Observations` delivers every change to every iterator, once: changes
/// separated by a suspension of the mutating code are separate elements, and
/// no iterator waits while a change it has not delivered exists.
///
/// The scenario is the toolchain's "Concurrent observers" test, run many
/// times: iterators on the main actor each ask for three elements while a
/// main-actor task writes, yields, and writes again.
@Suite("Observations delivery", .timeLimit(.minutes(5)))
@MainActor
struct ObservationsDeliveryTests {
    /// How long an iterator may wait for an element that is already due
    /// before the run counts as a hang (its task is then cancelled).
    static let hangLimit: Duration = .seconds(20)

    /// A main-actor task that asks `sequence` for `count` elements and
    /// returns those it got (fewer when it was cancelled).
    static func reader(of sequence: Observations<Int, Never>, elements count: Int) -> Task<[Int], Never> {
        Task { @MainActor in
            var iterator = sequence.makeAsyncIterator()
            var received: [Int] = []
            for _ in 0..<count {
                guard let value = await iterator.next() else { break }
                received.append(value)
            }
            return received
        }
    }

    @Test(
        "a write, a suspension and a write are two elements for every iterator (1,000 runs)",
        arguments: [2, 8])
    func separatedWritesAreSeparateElements(iterators: Int) async {
        var failures: [String] = []
        for run in 0..<1_000 {
            let model = Values()
            let sequence = Observations { model.number }
            let readers = (0..<iterators).map { _ in Self.reader(of: sequence, elements: 3) }
            let writer = Task { @MainActor in
                await Task.yield()
                model.number = 100
                await Task.yield()
                model.number = 200
            }
            let watchdog = Task {
                try await Task.sleep(for: Self.hangLimit)
                for reader in readers { reader.cancel() }
            }
            // The readers first, then the writer, as the toolchain's test does.
            for (index, reader) in readers.enumerated() {
                let received = await reader.value
                if received != [0, 100, 200] {
                    failures.append("run \(run), iterator \(index): \(received)")
                }
            }
            await writer.value
            watchdog.cancel()
            if failures.count >= 5 { break }
        }
        #expect(failures.isEmpty, "merged or lost elements (a short list is a hang that was cancelled): \(failures)")
    }

    @Test("changes made before the writer suspends stay one element (1,000 runs)")
    func unseparatedWritesMerge() async {
        var failures: [String] = []
        for run in 0..<1_000 {
            let model = Values()
            let sequence = Observations { model.number }
            let reader = Self.reader(of: sequence, elements: 2)
            let writer = Task { @MainActor in
                await Task.yield()
                model.number = 100
                model.number = 200
            }
            await writer.value
            let received = await reader.value
            if received != [0, 200] { failures.append("run \(run): \(received)") }
            if failures.count >= 5 { break }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("after the last change is delivered, the next element waits, and cancelling ends it")
    func waitsForAThirdChangeAndIsCancellable() async {
        let model = Values()
        let sequence = Observations { model.number }
        let received = Locked<[Int]>([])
        let reader = Task { @MainActor in
            var iterator = sequence.makeAsyncIterator()
            while let value = await iterator.next() {
                received.withLock { $0.append(value) }
            }
            return "ended"
        }
        let writer = Task { @MainActor in
            await Task.yield()
            model.number = 100
            await Task.yield()
            model.number = 200
        }
        await writer.value
        let clock = ContinuousClock()
        let deadline = clock.now + Self.hangLimit
        while received.withLock({ $0.count }) < 3 && clock.now < deadline {
            await Task.yield()
        }
        #expect(received.withLock { $0 } == [0, 100, 200])
        // Give a wrongly woken iterator every chance to produce a fourth element.
        for _ in 0..<100 { await Task.yield() }
        try? await Task.sleep(for: .milliseconds(50))
        #expect(received.withLock { $0 } == [0, 100, 200], "no element without a change")
        reader.cancel()
        #expect(await reader.value == "ended")
        #expect(received.withLock { $0 } == [0, 100, 200])
    }

    @Test("an iterator on another isolation than the writer still sees every change, merged at most")
    func iteratorOffTheWriterIsolation() async {
        let model = Values()
        let sequence = Observations { model.number }
        let reader = Task.detached {
            var iterator = sequence.makeAsyncIterator()
            var received: [Int] = []
            while let value = await iterator.next() {
                received.append(value)
                if value == 200 { break }
            }
            return received
        }
        // The first element is evaluated on the main actor (the closure's
        // isolation); wait until the reader has it before writing.
        await Task.yield()
        model.number = 100
        await Task.yield()
        model.number = 200
        let watchdog = Task {
            try await Task.sleep(for: Self.hangLimit)
            reader.cancel()
        }
        let received = await reader.value
        watchdog.cancel()
        #expect(received.last == 200, "the last change is always delivered: \(received)")
        #expect(received.allSatisfy { [0, 100, 200].contains($0) } && received == received.sorted())
    }
}
