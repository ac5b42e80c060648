import Testing
import ObservatoryUI

// docs/migration.md, "Owning a model": the code blocks below appear there
// verbatim (MigrationGuideSyncTests checks it).

struct OldScoreScreen: View {
    @StateObject private var board = OldScoreboard()
    var body: some View {
        VStack {
            Text("Score \(board.summary)")
            Button("Home goal") { board.home += 1 }
        }
    }
}

struct ScoreScreen: View {
    @State private var board = Scoreboard()
    var body: some View {
        VStack {
            Text("Score \(board.summary)")
            Button("Home goal") { board.home += 1 }
        }
    }
}

// Test-only parents that re-render, re-creating the screen's view value.

struct OldScoreScreenParent: View {
    @State private var ticks = 0
    var body: some View {
        VStack {
            Text("ticks \(ticks)")
            OldScoreScreen()
            Button("Tick") { ticks += 1 }
        }
    }
}

struct ScoreScreenParent: View {
    @State private var ticks = 0
    var body: some View {
        VStack {
            Text("ticks \(ticks)")
            ScoreScreen()
            Button("Tick") { ticks += 1 }
        }
    }
}

@MainActor
@Suite("Migration: @StateObject to @State")
struct StateObjectToStateMigrationTests {
    @Test func theStateObjectSurvivesTheParentsRenders() {
        let graph = ViewGraph(OldScoreScreenParent())
        graph.tap("Home goal")
        graph.tap("Tick")
        graph.tap("Tick")
        #expect(graph.texts.contains("ticks 2"))
        #expect(graph.texts.contains("Score 1 : 0"))
    }

    @Test func theStateModelSurvivesTheParentsRenders() {
        let graph = ViewGraph(ScoreScreenParent())
        #expect(graph.texts.contains("Score 0 : 0"))
        graph.tap("Home goal")
        #expect(graph.texts.contains("Score 1 : 0"))
        #expect(graph.lastEvaluated == ["ScoreScreen"])
        graph.tap("Tick")
        graph.tap("Tick")
        #expect(graph.texts.contains("ticks 2"))
        #expect(graph.texts.contains("Score 1 : 0"), "the first Scoreboard is kept")
        graph.tap("Home goal")
        #expect(graph.texts.contains("Score 2 : 0"), "the kept Scoreboard is the one the button writes")
    }
}
