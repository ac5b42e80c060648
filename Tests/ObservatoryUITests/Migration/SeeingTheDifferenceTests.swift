import ObservatoryTesting
import Testing
import ObservatoryUI

// docs/migration.md, "Seeing the difference": the code blocks below appear
// there verbatim (MigrationGuideSyncTests checks it).

struct OldSquadRow: View {
    @ObservedObject var squad: OldSquad
    var body: some View {
        let _ = Self._printChanges()
        Text(squad.name)
    }
}

struct SquadRow: View {
    let squad: Squad
    var body: some View {
        let _ = Self._printChanges()
        Text(squad.name)
    }
}

@MainActor @Test func aWinNoLongerReRunsTheBadgeAfterMigration() throws {
    let oldSquad = OldSquad()
    let squad = Squad()
    let host = ViewHost(VStack {
        OldSquadBadge(squad: oldSquad)
        SquadBadge(squad: squad)
        SquadEditor(squad: squad)
    })
    host.resetCounts()

    oldSquad.wins += 1
    host.update()
    try host.tap("Win")
    #expect(squad.wins == 1)
    #expect(host.bodyCount(of: OldSquadBadge.self) == 1)  // broadcast
    #expect(host.bodyCount(of: SquadBadge.self) == 0)     // wins is not read

    try host.type("Wanderers", into: "Squad name")
    #expect(host.bodyCount(of: SquadBadge.self) == 1)
    #expect(host.causes(of: SquadBadge.self).allSatisfy { $0.isChange(of: \Squad.name) })
}

@MainActor
@Suite("Migration: _printChanges() for both models")
struct SeeingTheDifferenceMigrationTests {
    @Test func printChangesNamesTheBroadcastThenTheProperty() {
        var lines: [String] = []
        let saved = ChangeLog.output
        ChangeLog.output = { lines.append($0) }
        defer { ChangeLog.output = saved }

        let oldSquad = OldSquad()
        let squad = Squad()
        let graph = ViewGraph(VStack {
            OldSquadRow(squad: oldSquad)
            SquadRow(squad: squad)
        })
        #expect(lines == ["OldSquadRow: first evaluation.", "SquadRow: first evaluation."])

        lines = []
        oldSquad.wins += 1
        squad.wins += 1
        graph.update()
        #expect(lines.count == 1, "SquadRow does not read wins: \(lines)")
        #expect(lines.first?.hasPrefix("OldSquadRow: @ObservedObject squad: OldSquad(0x") == true)
        #expect(lines.first?.hasSuffix(") sent objectWillChange.") == true)

        lines = []
        oldSquad.name = "Wanderers"
        squad.name = "Wanderers"
        graph.update()
        // Siblings: no order is promised between them.
        lines.sort()
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("OldSquadRow: @ObservedObject squad: OldSquad(0x") == true)
        #expect(lines.first?.hasSuffix(") sent objectWillChange.") == true)
        #expect(lines.last?.hasPrefix("SquadRow: Squad(0x") == true)
        #expect(lines.last?.hasSuffix(").name changed.") == true)
    }
}
