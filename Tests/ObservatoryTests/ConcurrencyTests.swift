import Observatory
import Testing

/// Many threads tracking and mutating at once. These tests also run under
/// `swift test --sanitize=thread` (see scripts/test).
@Suite("Concurrency")
struct ConcurrencyTests {
    /// The model's own storage is not thread-safe (as in the toolchain), so
    /// its reads and writes take `storage`; everything the registrar does
    /// (installing, notifying, cancelling) runs concurrently.
    @Test("every installed tracking fires exactly once, with writers and trackers racing")
    func everyTrackingFiresOnce() async {
        let values = Values()
        let storage = Locked(())
        let installed = Counter()
        let fired = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    for _ in 0..<2_000 {
                        withObservationTracking {
                            storage.withLock { _ in _ = values.number }
                        } onChange: {
                            fired.increment()
                        }
                        installed.increment()
                    }
                }
            }
            for writer in 0..<2 {
                group.addTask {
                    for step in 0..<2_000 {
                        storage.withLock { _ in values.number = writer * 10_000 + step }
                    }
                }
            }
        }
        storage.withLock { _ in values.number = -1 }
        #expect(installed.count == 4_000)
        #expect(fired.count == 4_000)
    }

    @Test("two threads with their own objects do not interfere")
    func ownObjects() async {
        let results = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    let person = Person()
                    let fired = Counter()
                    for step in 0..<5_000 {
                        withObservationTracking { _ = person.age } onChange: { fired.increment() }
                        person.age = step + 100
                    }
                    return fired.count
                }
            }
            return await group.reduce(0, +)
        }
        #expect(results == 10_000)
    }

    @Test("cancelling from one thread while another notifies")
    func cancelWhileNotifying() async {
        let values = Values()
        let storage = Locked(())
        let trackings = Locked<[ObservationTracking]>([])
        let calls = Counter()
        for _ in 0..<200 {
            withObservationTracking {
                _ = values.number
            } didSet: { tracking in
                calls.increment()
                trackings.withLock { $0.append(tracking) }
            }
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for step in 1...200 { storage.withLock { _ in values.number = step } }
            }
            group.addTask {
                while true {
                    let pending = trackings.withLock { list -> [ObservationTracking] in
                        defer { list.removeAll() }
                        return list
                    }
                    pending.forEach { $0.cancel() }
                    if calls.count >= 200 { break }
                    await Task.yield()
                }
            }
        }
        let before = calls.count
        trackings.withLock { $0.forEach { $0.cancel() } }
        storage.withLock { _ in values.number = -1 }
        #expect(calls.count >= 200)
        #expect(calls.count == before, "no handler runs after every tracking is cancelled")
    }
}
