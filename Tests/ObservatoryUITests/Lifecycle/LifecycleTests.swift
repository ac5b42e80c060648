import Testing
import ObservatoryUI

@MainActor final class Journal {
    var events: [String] = []
}

@Observable final class Loader {
    var value = "empty"
    var startedTasks = 0
    var cancelledTasks = 0
}

struct TaskChild: View {
    let loader: Loader
    let journal: Journal
    var body: some View {
        Text(loader.value)
            .onAppear { journal.events.append("appear") }
            .onDisappear { journal.events.append("disappear") }
            .task {
                loader.startedTasks += 1
                do {
                    try await Task.sleep(for: .seconds(30))
                } catch {
                    loader.cancelledTasks += 1
                    return
                }
                loader.value = "slept"
            }
    }
}

struct TaskHost: View {
    let loader: Loader
    let journal: Journal
    @State private var shown = true
    var body: some View {
        VStack {
            if shown { TaskChild(loader: loader, journal: journal) }
            Button("Hide") { shown = false }
        }
    }
}

struct QuickTask: View {
    let loader: Loader
    var body: some View {
        Text(loader.value)
            .task {
                try? await Task.sleep(for: .milliseconds(5))
                loader.value = "loaded"
            }
    }
}

struct TaskWithID: View {
    let loader: Loader
    @State private var query = "a"
    var body: some View {
        VStack {
            Text("query \(query)")
            Button("Next") { query += "a" }
        }
        .task(id: query) {
            loader.startedTasks += 1
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                loader.cancelledTasks += 1
            }
        }
    }
}

struct ChangeWatcher: View {
    let journal: Journal
    @State private var count = 0
    var body: some View {
        Button("Bump \(count)") { count += 1 }
            .onChange(of: count, initial: true) { old, new in
                journal.events.append("\(old)->\(new)")
            }
    }
}

@MainActor
@Suite("Lifecycle: task, appear, disappear, change")
struct LifecycleTests {
    @Test func taskRunsWhenTheViewAppearsAndItsResultShows() async {
        let loader = Loader()
        let graph = ViewGraph(QuickTask(loader: loader))
        #expect(graph.texts == ["empty"])
        await graph.tasks.waitForAll()
        graph.update()
        #expect(graph.texts == ["loaded"])
    }

    @Test func taskIsCancelledWhenTheViewDisappears() async {
        let loader = Loader()
        let journal = Journal()
        let graph = ViewGraph(TaskHost(loader: loader, journal: journal))
        #expect(journal.events == ["appear"])
        // Let the task start.
        #expect(await waitUntil { loader.startedTasks > 0 })
        #expect(loader.startedTasks == 1)
        graph.tap("Hide")
        #expect(journal.events == ["appear", "disappear"])
        await graph.tasks.waitForAll()
        #expect(await waitUntil { loader.cancelledTasks > 0 })
        #expect(loader.cancelledTasks == 1)
        #expect(loader.value == "empty")
    }

    @Test func taskWithIDRestartsWhenTheIDChanges() async {
        let loader = Loader()
        let graph = ViewGraph(TaskWithID(loader: loader))
        #expect(await waitUntil { loader.startedTasks >= 1 })
        graph.tap("Next")
        #expect(await waitUntil { loader.startedTasks >= 2 && loader.cancelledTasks >= 1 })
        #expect(loader.startedTasks == 2)
        #expect(loader.cancelledTasks == 1)
        graph.tasks.cancelAll()
    }

    @Test func onChangeReportsOldAndNewValues() {
        let journal = Journal()
        let graph = ViewGraph(ChangeWatcher(journal: journal))
        #expect(journal.events == ["0->0"])
        graph.tap("Bump 0")
        graph.tap("Bump 1")
        #expect(journal.events == ["0->0", "0->1", "1->2"])
    }
}

@MainActor
@Suite("Closing a window")
struct CloseTests {
    @Test func closingRunsDisappearCancelsTasksAndStopsObserving() async {
        let loader = Loader()
        let journal = Journal()
        let graph = ViewGraph(TaskHost(loader: loader, journal: journal))
        #expect(await waitUntil { loader.startedTasks > 0 })
        graph.close()
        #expect(journal.events == ["appear", "disappear"])
        #expect(await waitUntil { loader.cancelledTasks > 0 })
        #expect(loader.cancelledTasks == 1)
        loader.value = "after close"
        #expect(!graph.hasPendingUpdates)
    }
}

struct EqualWrites: View {
    @State private var text = "same"
    var body: some View {
        VStack {
            Text(text)
            Button("Write same") { text = "same" }
        }
    }
}

@MainActor
@Suite("@State equality")
struct StateEqualityTests {
    @Test func writingAnEqualValueReRendersNothing() {
        let graph = ViewGraph(EqualWrites())
        graph.statistics.reset()
        graph.tap("Write same")
        #expect(graph.statistics.total == 0)
    }
}
