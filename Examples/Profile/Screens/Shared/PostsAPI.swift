// The `api` of the article's `FeedViewModel.loadPosts()`, which it never
// shows: returns the sample posts after a short delay, like a network call.
struct PostsAPI: Sendable {
    func fetchPosts() async -> [Post] {
        try? await Task.sleep(for: .milliseconds(500))
        return Post.samples
    }
}
