// Article 004: the progress view that receives downloadProgress 60 times a
// second, the only view that reads it, so the only one that re-runs.
import ObservatoryUI

struct DownloadProgressView: View {
    let feed: FeedViewModel
    @State private var runs = EvaluationCounter()

    var body: some View {
        let count = runs.tick()
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Download")
                    .font(.headline)
                Spacer()
                Text(feed.downloadProgress.formatted(.percent.precision(.fractionLength(0))))
            }
            ProgressView(value: feed.downloadProgress)
            HStack {
                BodyRunsLabel(count: count)
                Spacer()
                Button("Start download") { feed.startDownload() }
                    .buttonStyle(.bordered)
            }
        }
    }
}
