import Testing
import ObservatoryUI

// docs/migration.md, "Objects passed in": the code blocks below appear there
// verbatim (MigrationGuideSyncTests checks it).

final class OldSquad: ObservableObject {
    @Published var name = "Rovers"
    @Published var wins = 0
}

struct OldSquadBadge: View {
    @ObservedObject var squad: OldSquad
    var body: some View { Text(squad.name) }
}

struct OldSquadEditor: View {
    @ObservedObject var squad: OldSquad
    var body: some View {
        VStack {
            TextField("Squad name", text: $squad.name)
            Button("Win") { squad.wins += 1 }
        }
    }
}

@Observable
final class Squad {
    var name = "Rovers"
    var wins = 0
}

struct SquadBadge: View {
    let squad: Squad
    var body: some View { Text(squad.name) }
}

struct SquadEditor: View {
    @Bindable var squad: Squad
    var body: some View {
        VStack {
            TextField("Squad name", text: $squad.name)
            Button("Win") { squad.wins += 1 }
        }
    }
}

struct SquadNameField: View {
    @Environment(Squad.self) private var squad
    var body: some View {
        @Bindable var squad = squad
        TextField("Squad name", text: $squad.name)
    }
}

// Test-only pages showing a badge and an editor of one squad.

struct OldSquadPage: View {
    let squad: OldSquad
    var body: some View {
        VStack {
            OldSquadBadge(squad: squad)
            OldSquadEditor(squad: squad)
        }
    }
}

struct SquadPage: View {
    let squad: Squad
    var body: some View {
        VStack {
            SquadBadge(squad: squad)
            SquadEditor(squad: squad)
        }
    }
}

@MainActor
@Suite("Migration: @ObservedObject to a plain property or @Bindable")
struct ObservedObjectToBindableMigrationTests {
    @Test func aWinReRunsBothOldViewsThoughTheBadgeShowsOnlyTheName() {
        let squad = OldSquad()
        let graph = ViewGraph(OldSquadPage(squad: squad))
        graph.tap("Win")
        #expect(squad.wins == 1)
        #expect(Set(graph.lastEvaluated) == ["OldSquadBadge", "OldSquadEditor"])
    }

    @Test func aWinReRunsNeitherNewView() {
        let squad = Squad()
        let graph = ViewGraph(SquadPage(squad: squad))
        graph.tap("Win")
        #expect(squad.wins == 1)
        #expect(graph.lastEvaluated.isEmpty, "no body read wins")
    }

    @Test func theOldProjectedBindingWritesThrough() throws {
        let squad = OldSquad()
        let graph = ViewGraph(OldSquadPage(squad: squad))
        let field = try #require(graph.allElements.first { $0.role == .textField })
        graph.send(.input("Wanderers"), to: field.id)
        #expect(squad.name == "Wanderers")
        #expect(graph.texts.first == "Wanderers")
    }

    @Test func theBindableBindingWritesThroughAndReRunsOnlyTheReader() throws {
        let squad = Squad()
        let graph = ViewGraph(SquadPage(squad: squad))
        let field = try #require(graph.allElements.first { $0.role == .textField })
        graph.send(.input("Wanderers"), to: field.id)
        #expect(squad.name == "Wanderers")
        #expect(graph.texts.first == "Wanderers")
        #expect(graph.lastEvaluated == ["SquadBadge"])
        #expect(field["value"] == "Wanderers")
    }

    @Test func aLocalBindableGivesBindingsToAnEnvironmentObject() throws {
        let squad = Squad()
        let graph = ViewGraph(VStack {
            SquadBadge(squad: squad)
            SquadNameField()
        }.environment(squad))
        let field = try #require(graph.allElements.first { $0.role == .textField })
        #expect(field["value"] == "Rovers")
        graph.send(.input("United"), to: field.id)
        #expect(squad.name == "United")
        #expect(graph.texts.first == "United")
    }
}
