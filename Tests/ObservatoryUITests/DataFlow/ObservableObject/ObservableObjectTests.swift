import Foundation
import Synchronization
import Testing
import ObservatoryTesting
import ObservatoryUI

@MainActor
@Suite("ObservableObject: @StateObject, @ObservedObject, @EnvironmentObject")
struct ObservableObjectTests {
    @Test func everyHolderReRunsForEveryPublishedWrite() {
        let graph = ViewGraph(LegacyOwner())
        #expect(graph.texts.prefix(2) == ["count 0", "title Groceries"])
        graph.tap("Count")
        #expect(graph.texts.prefix(2) == ["count 1", "title Groceries"])
        // Broadcast: the title view and the environment reader read no
        // `count`, and re-run anyway.
        #expect(Set(graph.lastEvaluated) == ["LegacyOwner", "LegacyTitleView", "LegacyEnvironmentReader"])
        graph.tap("Unseen")
        #expect(Set(graph.lastEvaluated) == ["LegacyOwner", "LegacyTitleView", "LegacyEnvironmentReader"])
        #expect(graph.statistics.lastUpdate.count == 3, "one evaluation each, batched")
    }

    @Test func causesNameTheWrapperThePropertyAndTheObject() throws {
        let graph = ViewGraph(LegacyOwner())
        graph.tap("Unseen")
        let causes = Dictionary(uniqueKeysWithValues: graph.statistics.lastUpdate.map { ($0.viewType, $0.causes) })
        guard case .objectWillChange(let owner)? = causes["LegacyOwner"]?.first,
              case .objectWillChange(let child)? = causes["LegacyTitleView"]?.first,
              case .objectWillChange(let reader)? = causes["LegacyEnvironmentReader"]?.first
        else {
            Issue.record("expected objectWillChange causes, got \(causes)")
            return
        }
        #expect((owner.wrapper, owner.property, owner.typeName) == ("@StateObject", "store", "LegacyStore"))
        #expect((child.wrapper, child.property) == ("@ObservedObject", "store"))
        #expect((reader.wrapper, reader.property) == ("@EnvironmentObject", "store"))
        #expect(owner.object == child.object && child.object == reader.object)
        #expect(owner.description.hasPrefix("LegacyStore(0x") && owner.description.hasSuffix(").objectWillChange"))
    }

    @Test func theInspectorListsTheBroadcastOnce() throws {
        let host = ViewHost(LegacyOwner(), inspect: true)
        try host.tap("Unseen")
        // Three holders re-ran for one object's send: one mutation, no values.
        #expect(host.lastMutations.map(\.description) == ["LegacyStore.objectWillChange"])
        #expect(host.lastInspectedEvaluations.count == 3)
    }

    @Test func printChangesNamesTheBroadcast() {
        var lines: [String] = []
        let saved = ChangeLog.output
        ChangeLog.output = { lines.append($0) }
        defer { ChangeLog.output = saved }
        let line = ChangeLog.line(
            viewType: "Row",
            causes: [.objectWillChange(ObjectWillChange(
                wrapper: "@ObservedObject", property: "store", typeName: "LegacyStore",
                object: ObjectIdentifier(LegacyStore.self)))])
        #expect(line.hasPrefix("Row: @ObservedObject store: LegacyStore(0x"))
        #expect(line.hasSuffix(") sent objectWillChange."))
        #expect(lines.isEmpty)
    }

    @Test func projectedBindingsWriteThroughEveryWrapper() throws {
        let graph = ViewGraph(LegacyOwner())
        let fields = graph.allElements.filter { $0.role == .textField }
        #expect(fields.count == 2)
        graph.send(.input("Hardware"), to: fields[0].id)  // $store.title of @StateObject
        #expect(graph.texts.prefix(2) == ["count 0", "title Hardware"])
        #expect(fields[1]["value"] == "Hardware")
        graph.send(.input("Garden"), to: fields[1].id)  // $store.title of @EnvironmentObject
        #expect(graph.texts.prefix(2) == ["count 0", "title Garden"])
        #expect(fields[0]["value"] == "Garden")
    }

    @Test func stateObjectIsMadeOncePerIdentity() {
        LegacyStoreFactory.made = []
        let graph = ViewGraph(LegacyOwnerParent())
        #expect(LegacyStoreFactory.made.count == 1)
        graph.tap("Count")
        graph.tap("Tick")
        graph.tap("Tick")
        #expect(graph.texts.contains("count 1"), "the object survived the parent's re-renders")
        #expect(LegacyStoreFactory.made.count == 1)
    }

    @Test func leavingTheTreeEndsTheObjectsSubscription() throws {
        LegacyStoreFactory.made = []
        let graph = ViewGraph(LegacyOwnerSwitch())
        graph.tap("Count")
        #expect(graph.texts.contains("count 1"))
        graph.tap("Toggle")
        #expect(!graph.texts.contains { $0.hasPrefix("count") })
        let first = try #require(LegacyStoreFactory.made.first)
        first.count += 1
        #expect(!graph.hasPendingUpdates, "the unmounted owner no longer listens")
        graph.tap("Toggle")
        #expect(LegacyStoreFactory.made.count == 2, "a new identity makes a new object")
        #expect(graph.texts.contains("count 0"))
    }

    @Test func unmountedHoldersStopListening() {
        let store = LegacyStore()
        let graph = ViewGraph(LegacyPicker(first: store, second: LegacyStore()))
        graph.tap("Switch")
        graph.statistics.reset()
        store.title = "Old"
        #expect(!graph.hasPendingUpdates, "the child watches the second store now")
        graph.update()
        #expect(graph.statistics.total == 0)
    }

    @Test func observedObjectFollowsTheObjectTheParentPasses() {
        let first = LegacyStore()
        let second = LegacyStore()
        second.title = "Second"
        let graph = ViewGraph(LegacyPicker(first: first, second: second))
        #expect(graph.texts == ["title Groceries", "Switch"])
        graph.tap("Switch")
        #expect(graph.texts == ["title Second", "Switch"])
        graph.statistics.reset()
        second.count += 1
        graph.update()
        #expect(graph.lastEvaluated == ["LegacyTitleView"])
        first.count += 1
        #expect(!graph.hasPendingUpdates)
    }

    @Test func environmentObjectFollowsTheObjectTheAncestorPlaces() {
        let first = LegacyStore()
        let second = LegacyStore()
        second.title = "Second"
        let graph = ViewGraph(LegacyEnvironmentSwitch(first: first, second: second))
        #expect(graph.texts == ["env Groceries", "Switch"])
        graph.tap("Switch")
        #expect(graph.texts == ["env Second", "Switch"])
        first.title = "Gone"
        #expect(!graph.hasPendingUpdates, "no longer subscribed to the first object")
        second.title = "Now"
        graph.update()
        #expect(graph.texts == ["env Now", "Switch"])
    }

    @Test func aPublishedWriteOffTheMainActorUpdatesTheViewAndWarnsOnce() async {
        let store = BackgroundStore()
        let graph = ViewGraph(BackgroundTitleView(store: store))
        let warnings = SanitizedMutex<[String]>([])
        let saved = RuntimeWarnings.output
        RuntimeWarnings.output = { line in warnings.withLock { $0.append(line) } }
        defer { RuntimeWarnings.output = saved }
        nonisolated(unsafe) let unsafeStore = store
        // The main actor waits for the write (`sync`), so the update that
        // the send schedules cannot race with it.
        DispatchQueue.global().sync { unsafeStore.title = "From a queue" }
        DispatchQueue.global().sync { unsafeStore.title = "Again" }
        #expect(await waitUntil(timeout: .seconds(60)) { graph.texts == ["title Again"] })
        let lines = warnings.withLock { $0 }
        #expect(lines.count == 1, "once per type: \(lines)")
        #expect(lines.first?.hasPrefix("Observatory: BackgroundStore sent objectWillChange from a background thread") == true)
    }

    @Test func missingEnvironmentObjectStopsWithTheTypeAndView() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = ViewGraph(LegacyMissingEnvironmentObject())
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No ObservableObject of type LegacyStore found"))
        #expect(message.contains("environmentObject(_:)"))
        #expect(message.contains("LegacyMissingEnvironmentObject"))
    }

    @Test func environmentObjectsAndEnvironmentObservablesAreSeparate() {
        // As in SwiftUI: `.environmentObject(_:)` does not feed
        // `@Environment(Type.self)`, nor `.environment(_:)` `@EnvironmentObject`.
        let graph = ViewGraph(ObservableEnvironmentProbe().environmentObject(MigratingStore()))
        #expect(graph.texts == ["environment: none"])
    }
}

@MainActor
@Suite("ObservableObject: an @Observable class under the old wrappers")
struct IncrementalAdoptionTests {
    @Test func onlyTheViewsThatReadAPropertyReRun() {
        let graph = ViewGraph(MigratingOwner())
        #expect(graph.texts.prefix(2) == ["count 0", "env Groceries"])
        graph.tap("Count")
        #expect(graph.texts.prefix(2) == ["count 1", "env Groceries"])
        // Observation tracks the reads: no broadcast to the title views.
        #expect(graph.lastEvaluated == ["MigratingOwner"])
        #expect(graph.statistics.lastUpdate.first?.causes.first?.isObservedChange == true)
    }

    @Test func bindingsThroughTheOldWrappersStillWork() throws {
        let graph = ViewGraph(MigratingOwner())
        let field = try #require(graph.allElements.first { $0.role == .textField })
        graph.send(.input("Hardware"), to: field.id)
        #expect(graph.texts.prefix(2) == ["count 0", "env Hardware"])
        #expect(graph.lastEvaluated == ["MigratingEnvironmentTitle"])
    }
}

extension UpdateCause {
    var isObservedChange: Bool {
        if case .observed = self { return true }
        return false
    }
}
