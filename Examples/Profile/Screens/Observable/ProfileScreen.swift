// Article 004, Step 10: the profile screen. Each subview reads its own
// properties, so a change re-runs only the views that read it:
//
// ProfileScreen
// ├── HeaderView            reads: username, avatarURL
// ├── StatsRow              reads: followerCount, followingCount
// ├── BioSection            reads: bio
// ├── DownloadProgressView  reads: downloadProgress (60 times a second)
// └── PostGrid              reads: posts (array), isLoading
//
// This body reads no property of either model: it never re-runs.
import ObservatoryUI

public struct ProfileScreen: View {
    @State private var profile: ProfileViewModel
    @State private var feed: FeedViewModel

    public init(profile: ProfileViewModel = ProfileViewModel(), feed: FeedViewModel = FeedViewModel()) {
        _profile = State(initialValue: profile)
        _feed = State(initialValue: feed)
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
