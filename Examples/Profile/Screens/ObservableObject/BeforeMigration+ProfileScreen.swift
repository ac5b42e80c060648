// The profile screen before the migration: it owns both models with
// @StateObject, so it re-runs on every write to either, and so does each
// subview that holds a model with @ObservedObject.
import ObservatoryUI

extension BeforeMigration {
    /// The profile screen on the old model.
    public struct ProfileScreen: View {
        @StateObject private var profile: ProfileViewModel
        @StateObject private var feed: FeedViewModel

        public init(profile: ProfileViewModel = ProfileViewModel(), feed: FeedViewModel = FeedViewModel()) {
            _profile = StateObject(wrappedValue: profile)
            _feed = StateObject(wrappedValue: feed)
        }

        public var body: some View {
            NavigationStack {
                List {
                    Section {
                        HeaderView(vm: profile)
                        StatsRow(vm: profile)
                    }
                    Section("Bio") {
                        BioSection(vm: profile)
                    }
                    Section {
                        DownloadProgressView(feed: feed)
                    }
                    Section("Posts") {
                        PostGrid(feed: feed)
                        Button("Toggle loading") { feed.isLoading.toggle() }
                    }
                    Section("Edit profile") {
                        ProfileEditView(vm: profile)
                    }
                }
                .navigationTitle("Profile")
                .task {
                    await feed.loadPosts()
                }
            }
        }
    }
}
