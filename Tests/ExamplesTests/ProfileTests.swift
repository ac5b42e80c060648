import ObservatoryTesting
import ObservatoryUI
import Testing
@testable import ProfileScreens

// Examples/Profile (article 004, Step 10): a change re-runs only the views
// that read the property: the download's progress, 60 times a second, only
// the progress view; isLoading only the post grid.

/// The plain views of values that lay out each part (Screens/Shared/
/// ProfileLayouts.swift): each re-runs with the view that holds the model.
private let layoutViews: Set<String> = [
    "BodyRunsLabel", "HeaderContent", "StatsContent", "BioContent", "DownloadProgressContent", "PostGridContent",
]

/// The views of the screen that must stay put while the progress moves.
private let quietViews: [Any.Type] = [
    ProfileScreen.self, HeaderView.self, StatsRow.self, BioSection.self, PostGrid.self,
    PostTile.self, ProfileEditView.self,
]

@MainActor
@Suite("Examples: the profile screen")
struct ProfileTests {
    let profile = ProfileViewModel()
    let feed = FeedViewModel()

    /// The screen with its posts loaded.
    func loadedScreen() async throws -> ViewHost {
        let host = ViewHost(ProfileScreen(profile: profile, feed: feed))
        try await host.settle(timeout: .seconds(60))
        #expect(host.all(role: .image).count == 6, "the six posts:\n\(host.text)")
        #expect(!host.exists(.role(.progress).filter("indeterminate") { $0["value"] == nil }))
        return host
    }

    @Test func sixtyProgressUpdatesReRunOnlyTheProgressView() async throws {
        let host = try await loadedScreen()
        host.resetCounts()

        for step in 1...60 {
            feed.downloadProgress = Double(step) / 60
            host.update()
        }

        #expect(host.bodyCount(of: DownloadProgressView.self) == 60)
        for view in quietViews {
            #expect(host.bodyCount(of: view) == 0, "\(view) re-ran")
        }
        #expect(host.evaluations.allSatisfy { $0.viewType == "DownloadProgressView" || layoutViews.contains($0.viewType) })
        #expect(host.causes(of: DownloadProgressView.self).allSatisfy {
            $0.isChange(of: \FeedViewModel.downloadProgress, on: feed)
        })
        #expect(host.contains(text: 1.0.formatted(.percent.precision(.fractionLength(0)))))
        #expect(try host.find(.role(.progress))["value"] == "1")
    }

    @Test func theDownloadButtonRunsToTheEndReRunningOnlyTheProgressView() async throws {
        let host = try await loadedScreen()
        host.resetCounts()

        try host.tap("Start download")
        let finished = await pollUntil(host) { feed.downloadProgress == 1 && !host.hasPendingUpdates }
        #expect(finished, "the download did not finish: \(feed.downloadProgress)")

        #expect(host.contains(text: 1.0.formatted(.percent.precision(.fractionLength(0)))))
        // Updates of one main-actor turn are batched, so at most one run per step.
        let runs = host.bodyCount(of: DownloadProgressView.self)
        #expect((2...61).contains(runs), "\(runs) runs of the progress view")
        for view in quietViews {
            #expect(host.bodyCount(of: view) == 0, "\(view) re-ran")
        }
    }

    @Test func togglingLoadingReRunsOnlyThePostGrid() async throws {
        let host = try await loadedScreen()

        let on = try host.measure { try host.tap("Toggle loading") }
        #expect(feed.isLoading)
        #expect(on.viewTypes.filter { !layoutViews.contains($0) } == ["PostGrid"])
        #expect(on.causes(of: PostGrid.self).allSatisfy { $0.isChange(of: \FeedViewModel.isLoading, on: feed) })
        #expect(host.contains(text: "Loading posts…"))

        let off = try host.measure { try host.tap("Toggle loading") }
        #expect(off.viewTypes.filter { !layoutViews.contains($0) } == ["PostGrid"])
        #expect(!host.contains(text: "Loading posts…"))
        // The tiles' inputs did not change: their bodies did not run.
        #expect(off.count(of: PostTile.self) == 0)
    }

    @Test func followReRunsOnlyTheStatsRow() async throws {
        let host = try await loadedScreen()
        let follow = try host.measure {
            try host.tap("Follow")
            try host.tap("Follow")
        }
        #expect(profile.followerCount == 2)
        #expect(follow.viewTypes.filter { !layoutViews.contains($0) } == ["StatsRow"])
        #expect(follow.count(of: StatsRow.self) == 2)
        #expect(follow.causes(of: StatsRow.self).allSatisfy { $0.isChange(of: \ProfileViewModel.followerCount) })
        #expect(host.texts.contains("2"))
    }

    @Test func editingTheBioReRunsOnlyTheBioSection() async throws {
        let host = try await loadedScreen()
        #expect(host.contains(text: "No bio yet."))

        let bio = try host.measure { try host.type("Swift on Linux", into: "Bio") }
        #expect(profile.bio == "Swift on Linux")
        #expect(bio.viewTypes.filter { !layoutViews.contains($0) } == ["BioSection"])
        #expect(host.contains(text: "Swift on Linux"))
        #expect(!host.contains(text: "No bio yet."))

        let name = try host.measure { try host.type("ada", into: "Username") }
        #expect(name.viewTypes.filter { !layoutViews.contains($0) } == ["HeaderView"])
        #expect(host.contains(text: "@ada"))
    }

    @Test func eachViewShowsHowOftenItsBodyRan() async throws {
        let host = try await loadedScreen()
        try host.tap("Follow")
        for step in 1...5 {
            feed.downloadProgress = Double(step) / 5
            host.update()
        }
        let shown = host.texts.filter { $0.hasPrefix("body ×") }
        let counted = ([HeaderView.self, StatsRow.self, BioSection.self, DownloadProgressView.self, PostGrid.self] as [Any.Type])
            .map { "body ×\(host.bodyCount(of: $0))" }
        #expect(shown == counted)
        #expect(shown[0] == "body ×1")
        #expect(shown[3] == "body ×6")
    }
}
