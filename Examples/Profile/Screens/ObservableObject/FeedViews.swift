// The feed's views before the migration. Each holds the feed with
// @ObservedObject: the post grid re-runs 60 times a second during a
// download, and the progress view on every change to the posts.
import ObservatoryUI

extension BeforeMigration {
    struct DownloadProgressView: View {
        @ObservedObject var feed: FeedViewModel
        @State private var runs = EvaluationCounter()

        var body: some View {
            DownloadProgressContent(progress: feed.downloadProgress, count: runs.tick()) { feed.startDownload() }
        }
    }

    struct PostGrid: View {
        @ObservedObject var feed: FeedViewModel
        @State private var runs = EvaluationCounter()

        var body: some View {
            PostGridContent(posts: feed.posts, isLoading: feed.isLoading, count: runs.tick())
        }
    }
}
