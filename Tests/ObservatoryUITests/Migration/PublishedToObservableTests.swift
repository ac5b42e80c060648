import Testing
import ObservatoryUI

// docs/migration.md, "The model": the code blocks below appear there verbatim
// (MigrationGuideSyncTests checks it).

final class OldScoreboard: ObservableObject {
    @Published var home = 0
    @Published var away = 0
    var summary: String { "\(home) : \(away)" }
}

@Observable
final class Scoreboard {
    var home = 0
    var away = 0
    /// Bookkeeping that no view shows: writing it re-runs nothing.
    @ObservationIgnored var saveCount = 0
    var summary: String { "\(home) : \(away)" }
}

// Test-only views holding each model.

struct OldScoreSummary: View {
    @ObservedObject var board: OldScoreboard
    var body: some View { Text(board.summary) }
}

struct ScoreSummary: View {
    let board: Scoreboard
    var body: some View { Text(board.summary) }
}

@MainActor
@Suite("Migration: ObservableObject + @Published to @Observable")
struct PublishedToObservableMigrationTests {
    @Test func everyPublishedWriteSendsObjectWillChange() {
        let board = OldScoreboard()
        var sent = 0
        let subscription = board.objectWillChange.sink { _ in sent += 1 }
        board.home += 1
        board.away += 1
        #expect(sent == 2)
        subscription.cancel()
    }

    @Test func theOldComputedPropertyIsShownFresh() {
        let board = OldScoreboard()
        let graph = ViewGraph(OldScoreSummary(board: board))
        board.home = 2
        #expect(graph.hasPendingUpdates)
        graph.update()
        #expect(graph.texts == ["2 : 0"])
    }

    @Test func aComputedPropertyIsTrackedThroughWhatItReads() {
        let board = Scoreboard()
        let graph = ViewGraph(ScoreSummary(board: board))
        #expect(graph.texts == ["0 : 0"])
        board.away = 3
        #expect(graph.hasPendingUpdates, "summary reads away")
        graph.update()
        #expect(graph.texts == ["0 : 3"])
        #expect(graph.lastEvaluated == ["ScoreSummary"])
    }

    @Test func anIgnoredPropertyInvalidatesNothing() {
        let board = Scoreboard()
        let graph = ViewGraph(ScoreSummary(board: board))
        board.saveCount += 1
        #expect(!graph.hasPendingUpdates)
        #expect(board.saveCount == 1)
    }
}
