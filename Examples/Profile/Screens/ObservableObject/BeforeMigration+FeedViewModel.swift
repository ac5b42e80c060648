// Article 004's introduction: the feed as an ObservableObject, whose
// downloadProgress re-renders every view that holds the object.
import ObservatoryUI

extension BeforeMigration {
    /// The feed, on the old model: every write broadcasts.
    @MainActor
    public final class FeedViewModel: ObservableObject {
        @Published public var posts: [Post] = []
        @Published public var isLoading = false
        @Published public var downloadProgress: Double = 0  // fires 60 times/sec during download

        private let api = PostsAPI()
        private var download: Task<Void, Never>?

        public init() {}

        public func loadPosts() async {
            isLoading = true
            defer { isLoading = false }
            posts = await api.fetchPosts()
        }

        /// The same simulated download as the @Observable version's.
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
}
