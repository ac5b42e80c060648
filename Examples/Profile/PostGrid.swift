// Article 004, Step 10: PostGrid reads posts and isLoading, so toggling
// isLoading re-runs it alone. Three tiles a row.
import ObservatoryUI

struct PostGrid: View {
    let feed: FeedViewModel
    @State private var runs = EvaluationCounter()

    var body: some View {
        let count = runs.tick()
        VStack(alignment: .leading, spacing: 6) {
            if feed.isLoading {
                ProgressView("Loading posts…")
            }
            let posts = feed.posts
            ForEach(Array(stride(from: 0, to: posts.count, by: 3)), id: \.self) { start in
                HStack(spacing: 6) {
                    ForEach(posts[start..<min(start + 3, posts.count)]) { post in
                        PostTile(post: post)
                    }
                }
            }
            BodyRunsLabel(count: count)
        }
    }
}

struct PostTile: View {
    let post: Post

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: post.symbol)
                .font(.title2)
            Text(post.title)
                .font(.caption)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, minHeight: 72)
        .background(.indigo, in: RoundedRectangle(cornerRadius: 8))
    }
}
