// Article 004, Step 10: PostGrid reads posts and isLoading, so toggling
// isLoading re-runs it alone.
import ObservatoryUI

struct PostGrid: View {
    let feed: FeedViewModel
    @State private var runs = EvaluationCounter()

    var body: some View {
        PostGridContent(posts: feed.posts, isLoading: feed.isLoading, count: runs.tick())
    }
}
