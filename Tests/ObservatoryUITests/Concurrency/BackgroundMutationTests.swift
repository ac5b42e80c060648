import Synchronization
import Testing
import ObservatoryUI

/// A model that is safe to write from any thread: its value is atomic, and
/// it reports reads and writes through a registrar by hand.
final class AtomicCounter: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private let storage = Atomic<Int>(0)

    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return storage.load(ordering: .acquiring)
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) {
                storage.store(newValue, ordering: .releasing)
            }
        }
    }
}

struct CounterLabel: View {
    let name: String
    let counter: AtomicCounter
    var body: some View { Text("\(name) \(counter.value)") }
}

struct CounterBoard: View {
    let counters: [AtomicCounter]
    var body: some View {
        VStack {
            ForEach(0..<counters.count) { index in
                CounterLabel(name: "c\(index)", counter: counters[index])
            }
        }
    }
}

/// A label that, while its body runs, can have another thread write its
/// counter (after the read, before the body returns).
struct RacedLabel: View {
    let counter: AtomicCounter
    let duringBody: @MainActor () -> Void
    var body: some View {
        let text = Text("value \(counter.value)")
        duringBody()
        return text
    }
}

@MainActor
@Suite("Mutations from other threads")
struct BackgroundMutationTests {
    @Test func writesFromDetachedTasksReachTheTree() async {
        let counters = (0..<4).map { _ in AtomicCounter() }
        let graph = ViewGraph(CounterBoard(counters: counters))
        var updates = 0
        graph.onUpdate = { _ in updates += 1 }
        await withTaskGroup(of: Void.self) { group in
            for counter in counters {
                group.addTask {
                    for value in 1...200 {
                        counter.value = value
                        if value % 20 == 0 { await Task.yield() }
                    }
                }
            }
        }
        // The last writes may still be waiting for the main actor's flush.
        for _ in 0..<200 where graph.hasPendingUpdates { await Task.yield() }
        if graph.hasPendingUpdates { graph.update() }
        #expect(graph.texts == ["c0 200", "c1 200", "c2 200", "c3 200"])
        #expect(updates >= 1)
        // Labels re-ran only because their counter changed.
        let identities = Set(counters.map(ObjectIdentifier.init))
        for record in graph.statistics.records where record.viewType == "CounterLabel" && record.update > 0 {
            for cause in record.causes {
                guard case .observed(let property) = cause else {
                    Issue.record("unexpected cause \(cause)")
                    continue
                }
                #expect(property.typeName == "AtomicCounter")
                #expect(property.object.map(identities.contains) == true)
            }
        }
    }

    @Test func aWriteOnAnotherThreadWhileTheBodyRunsIsNotLost() async {
        let counter = AtomicCounter()
        var raceOnNextBody = false
        let graph = ViewGraph(RacedLabel(counter: counter) {
            guard raceOnNextBody else { return }
            raceOnNextBody = false
            runOnNewThread { counter.value = 2 }
        })
        #expect(graph.texts == ["value 0"])
        raceOnNextBody = true
        counter.value = 1
        graph.update()
        // The body read 1, then 2 was written before its reads were
        // registered: the write still invalidates the view.
        for _ in 0..<200 where graph.hasPendingUpdates { await Task.yield() }
        if graph.hasPendingUpdates { graph.update() }
        #expect(graph.texts == ["value 2"])
    }
}
