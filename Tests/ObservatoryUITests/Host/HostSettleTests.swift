import ObservatoryTesting
import ObservatoryUI
import Testing

@MainActor
@Suite struct HostSettleTests {
    @Test func settleRunsTaskWorkToCompletion() async throws {
        let loader = HostLoader()
        let host = ViewHost(HostLoadingView(loader: loader))
        #expect(host.texts == ["loading"])
        #expect(host.runningTasks == 1)

        let changes = try await host.settle(timeout: .seconds(60))

        // The first task's result mounted a view whose own task ran too.
        #expect(host.texts == ["loaded", "details loaded"])
        #expect(loader.details == "details loaded")
        #expect(host.runningTasks == 0)
        #expect(!host.hasPendingUpdates)
        #expect(!changes.created.isEmpty)
        // The details text was created during settle: it is listed as new, not as changed.
        let details = try host.find(text: "details loaded")
        #expect(changes.created.contains(details.id))
        #expect(changes.attributes[details.id] == nil)
    }

    @Test func settleWithNothingToDoReturnsNoChanges() async throws {
        let host = ViewHost(HostStateCounter())
        let changes = try await host.settle(timeout: .seconds(60))
        #expect(changes.isEmpty)
        #expect(host.lastUpdate.isEmpty)
    }

    @Test func settleFlushesDirectMutations() async throws {
        let model = HostCounterModel()
        let host = ViewHost(HostSharedCounter(model: model))
        model.count = 3
        try await host.settle(timeout: .seconds(60))
        #expect(host.contains(text: "Count: 3"))
    }

    @Test func settleGivesUpOnEndlessTasks() async {
        let host = ViewHost(HostEndlessTaskView())
        let error = await #expect(throws: ViewHostError.self) {
            try await host.settle(timeout: .milliseconds(50))
        }
        #expect(error?.kind == .timedOut)
        #expect(error?.message.contains("1 task(s) still running") == true)
        #expect(error?.description.contains("\"waiting\"") == true)
        host.graph.tasks.cancelAll()
    }

    @Test func anAppWindowMountsAndInteracts() async throws {
        let host = ViewHost(app: HostTestApp())
        #expect(host.windowTitle == "Main Window")
        #expect(host.bodyCount(of: HostTestApp.self) == 1)
        let tap = try host.measure { try host.tap("Tap") }
        #expect(tap.viewTypes == ["HostStateCounter"])
        try await host.settle(timeout: .seconds(60))
        #expect(host.contains(text: "Taps: 1"))
    }
}
