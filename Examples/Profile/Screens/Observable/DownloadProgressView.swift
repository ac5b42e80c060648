// Article 004: the progress view that receives downloadProgress 60 times a
// second, the only view that reads it, so the only one that re-runs.
import ObservatoryUI

struct DownloadProgressView: View {
    let feed: FeedViewModel
    @State private var runs = EvaluationCounter()

    var body: some View {
        DownloadProgressContent(progress: feed.downloadProgress, count: runs.tick()) { feed.startDownload() }
    }
}
