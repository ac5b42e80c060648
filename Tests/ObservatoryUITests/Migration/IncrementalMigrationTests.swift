import Testing
import ObservatoryUI

// docs/migration.md, "Migrating step by step": the code blocks below appear
// there verbatim (MigrationGuideSyncTests checks it).

@Observable
final class ClubRoster: ObservableObject {
    var players = ["Ada", "Grace"]
    var captain = "Ada"
}

struct RosterScreen: View {
    @StateObject private var roster = ClubRoster()
    var body: some View {
        VStack {
            Text("\(roster.players.count) players")
            CaptainLabel(roster: roster)
            Button("Sign Linus") { roster.players.append("Linus") }
            Button("Change captain") { roster.captain = "Grace" }
        }
    }
}

struct CaptainLabel: View {
    @ObservedObject var roster: ClubRoster
    var body: some View { Text("Captain: \(roster.captain)") }
}

func autosave(_ roster: ClubRoster, _ save: @escaping () -> Void) -> AnyCancellable {
    roster.objectWillChange.sink { _ in save() }
}

struct CaptainBanner: View {
    @Environment(ClubRoster.self) private var roster: ClubRoster?
    var body: some View { Text(roster.map { "Captain: \($0.captain)" } ?? "no roster") }
}

@MainActor
final class OldMatchClock: ObservableObject {
    static var started = 0
    let serial: Int
    init() {
        OldMatchClock.started += 1
        serial = OldMatchClock.started
    }
}

struct OldClockFace: View {
    @StateObject private var clock = OldMatchClock()
    var body: some View { Text("clock #\(clock.serial)") }
}

@MainActor
@Observable
final class MatchClock {
    static var started = 0
    let serial: Int
    init() {
        MatchClock.started += 1
        serial = MatchClock.started
    }
}

struct ClockFace: View {
    @State private var clock = MatchClock()
    var body: some View { Text("clock #\(clock.serial)") }
}

// Test-only parents that re-render, re-creating the clock faces.

struct ClockFacesParent: View {
    @State private var ticks = 0
    var body: some View {
        VStack {
            Text("ticks \(ticks)")
            OldClockFace()
            ClockFace()
            Button("Tick") { ticks += 1 }
        }
    }
}

@MainActor
@Suite("Migration: an @Observable model under the old wrappers, step by step")
struct IncrementalMigrationTests {
    @Test func stepOneReRunsOnlyTheViewsThatReadTheChangedProperty() {
        let graph = ViewGraph(RosterScreen())
        #expect(graph.texts.prefix(2) == ["2 players", "Captain: Ada"])
        graph.tap("Sign Linus")
        #expect(graph.texts.prefix(2) == ["3 players", "Captain: Ada"])
        #expect(graph.lastEvaluated == ["RosterScreen"], "no broadcast to CaptainLabel")
        graph.tap("Change captain")
        #expect(graph.texts.prefix(2) == ["3 players", "Captain: Grace"])
        #expect(graph.lastEvaluated == ["CaptainLabel"])
    }

    @Test func stepOneLeavesObjectWillChangeSilent() {
        let roster = ClubRoster()
        var saves = 0
        let subscription = autosave(roster) { saves += 1 }
        roster.players.append("Linus")
        roster.captain = "Linus"
        #expect(saves == 0, "no @Published is left to send objectWillChange")
        subscription.cancel()
    }

    @Test func environmentObjectDoesNotFeedEnvironment() {
        let placedTheOldWay = ViewGraph(CaptainBanner().environmentObject(ClubRoster()))
        #expect(placedTheOldWay.texts == ["no roster"])
        let placedTheNewWay = ViewGraph(CaptainBanner().environment(ClubRoster()))
        #expect(placedTheNewWay.texts == ["Captain: Ada"])
    }

    @Test func stateMakesAModelForEveryParentRenderAndKeepsTheFirst() {
        OldMatchClock.started = 0
        MatchClock.started = 0
        let graph = ViewGraph(ClockFacesParent())
        graph.tap("Tick")
        graph.tap("Tick")
        #expect(graph.texts.contains("ticks 2"))
        #expect(OldMatchClock.started == 1, "@StateObject's autoclosure runs once")
        #expect(MatchClock.started == 3, "@State's initial value is built at every parent render")
        #expect(graph.texts.filter { $0.hasPrefix("clock") } == ["clock #1", "clock #1"], "both keep the first")
    }
}
