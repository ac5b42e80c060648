import ObservatoryTesting
import ObservatoryUI
import RedrawComparison
import Testing

// Examples/RedrawComparison: the same scripted edits against the profile
// screen and the expense tracker, each written on ObservableObject and on
// @Observable. The table in docs/performance.md comes from these sessions,
// run by the benchmark; these tests hold the counts.

@MainActor
@Suite("Redraw comparison: ObservableObject vs @Observable", .serialized)
struct RedrawComparisonTests {
    /// The views of the profile screen that hold the profile, and the feed.
    private let profileHolders = ["HeaderView", "StatsRow", "BioSection", "ProfileEditView"]
    private let feedHolders = ["DownloadProgressView", "PostGrid"]

    @Test func profileOnObservableReRunsOnlyTheReaders() async throws {
        let tally = try await EditSession.make(.profile, .observable).run()
        #expect(tally.edits == 23)
        let holders = tally.byView.filter { (profileHolders + feedHolders + ["ProfileScreen"]).contains($0.key) }
        // 3 follows, 3 keystrokes of the username, 5 of the bio, 2 loading
        // toggles and 10 progress reports: each re-runs its one reader.
        #expect(holders == ["StatsRow": 3, "HeaderView": 3, "BioSection": 5, "PostGrid": 2, "DownloadProgressView": 10])
        #expect(tally.bodyEvaluations == 69, "\(tally.byView)")
    }

    @Test func profileOnObservableObjectReRunsEveryHolderOnEveryEdit() async throws {
        let tally = try await EditSession.make(.profile, .observableObject).run()
        #expect(tally.edits == 23)
        // The screen holds both models with @StateObject: it re-runs for all
        // 23 edits; each subview for every edit of the model it holds.
        #expect(tally.byView["ProfileScreen"] == 23)
        for view in profileHolders {
            #expect(tally.byView[view] == 11, "\(view) holds the profile: 3 + 3 + 5 edits")
        }
        for view in feedHolders {
            #expect(tally.byView[view] == 12, "\(view) holds the feed: 2 + 10 edits")
        }
        #expect(tally.bodyEvaluations == 205, "\(tally.byView)")
    }

    @Test func expenseTrackerReRunsItsOneBodyInBothModels() async throws {
        // The screen is one body that reads the search text, the filtered
        // list, the total and the draft's name and amount: every edit
        // re-runs it whichever model it is written on.
        for model in RedrawModel.allCases {
            let tally = try await EditSession.make(.expenseTracker, model).run()
            #expect(tally.edits == 11)
            #expect(tally.byView == ["ExpenseTracker": 11, "ExpenseRow": 3], "\(model)")
        }
    }

    @Test(arguments: RedrawScreen.allCases, RedrawModel.allCases)
    func everyRunOfASessionCostsTheSame(screen: RedrawScreen, model: RedrawModel) async throws {
        let session = try await EditSession.make(screen, model)
        let first = try session.run()
        let second = try session.run()
        #expect(second.byView == first.byView, "the same edits cost the same bodies every run")
        #expect(first.duration > .zero)
    }
}
