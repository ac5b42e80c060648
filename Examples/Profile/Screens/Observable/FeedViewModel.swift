// Article 004: the feed's model. The properties are the introduction's
// `FeedViewModel` (there an ObservableObject, whose `downloadProgress`
// re-rendered every view sharing the object 60 times a second), as an
// `@MainActor @Observable` class with Step 9's `loadPosts()`.
import Observatory

@MainActor
@Observable
public final class FeedViewModel {
    public var posts: [Post] = []
    public var isLoading = false
    public var downloadProgress: Double = 0  // fires 60 times/sec during download

    private let api = PostsAPI()
    @ObservationIgnored private var download: Task<Void, Never>?

    public init() {}

    public func loadPosts() async {
        isLoading = true
        defer { isLoading = false }
        let fetched = await api.fetchPosts()
        // Already on MainActor — safe to mutate
        posts = fetched
    }

    /// Simulates a download: the progress goes from 0 to 1 in 60 steps,
    /// one every 16 ms (about 60 a second), on the main actor. Starting
    /// again restarts it.
    public func startDownload() {
        download?.cancel()
        downloadProgress = 0
        download = Task {
            for step in 1...60 {
                try? await Task.sleep(for: .milliseconds(16))
                if Task.isCancelled { return }
                downloadProgress = Double(step) / 60
            }
        }
    }
}
