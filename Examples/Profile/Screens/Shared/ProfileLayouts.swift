// Not from the article: the layout of each part of the profile screen, as
// plain views of values. Both versions of the screen (@Observable and
// BeforeMigration's ObservableObject) use them, so the two differ only in
// how a view holds its model and reads it, which is what decides how often
// each body runs.
import ObservatoryUI

/// The avatar initial, the username, the avatar file and Follow.
struct HeaderContent: View {
    let username: String
    let avatarURL: URL?
    let count: Int
    let follow: () -> Void

    var body: some View {
        HStack(spacing: 14) {
            Text(username.prefix(1).uppercased())
                .font(.title)
                .fontWeight(.bold)
                .foregroundStyle(.background)
                .frame(width: 56, height: 56)
                .background(.blue, in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text("@\(username)")
                    .font(.title3)
                    .fontWeight(.semibold)
                Text(avatarURL?.lastPathComponent ?? "no avatar")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                BodyRunsLabel(count: count)
            }
            Spacer()
            Button("Follow") { follow() }
                .buttonStyle(.borderedProminent)
        }
    }
}

/// Followers and following, side by side.
struct StatsContent: View {
    let followers: Int
    let following: Int
    let count: Int

    var body: some View {
        VStack(spacing: 6) {
            HStack {
                stat(followers, "Followers")
                stat(following, "Following")
            }
            BodyRunsLabel(count: count)
        }
    }

    private func stat(_ value: Int, _ title: String) -> some View {
        VStack(spacing: 2) {
            Text("\(value)")
                .font(.title2)
                .fontWeight(.bold)
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

/// The bio, or a placeholder.
struct BioContent: View {
    let bio: String
    let count: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if bio.isEmpty {
                Text("No bio yet.")
                    .foregroundStyle(.secondary)
            } else {
                Text(bio)
            }
            BodyRunsLabel(count: count)
        }
    }
}

/// The download's percentage, bar and Start button.
struct DownloadProgressContent: View {
    let progress: Double
    let count: Int
    let start: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Download")
                    .font(.headline)
                Spacer()
                Text(progress.formatted(.percent.precision(.fractionLength(0))))
            }
            ProgressView(value: progress)
            HStack {
                BodyRunsLabel(count: count)
                Spacer()
                Button("Start download") { start() }
                    .buttonStyle(.bordered)
            }
        }
    }
}

/// The posts, three tiles a row, with a spinner while they load.
struct PostGridContent: View {
    let posts: [Post]
    let isLoading: Bool
    let count: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if isLoading {
                ProgressView("Loading posts…")
            }
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

/// One post.
struct PostTile: View {
    let post: Post

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: post.symbol)
                .font(.title2)
            Text(post.title)
                .font(.caption)
        }
        // The background colour reads on the indigo in both schemes (white does not in dark).
        .foregroundStyle(.background)
        .frame(maxWidth: .infinity, minHeight: 72)
        .background(.indigo, in: RoundedRectangle(cornerRadius: 8))
    }
}
