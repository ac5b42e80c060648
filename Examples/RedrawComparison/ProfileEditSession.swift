import ObservatoryTesting
import ObservatoryUI
import ProfileScreens

/// The profile screen's session: 23 edits a user (and a download) make.
///
/// - Follow three times (followerCount);
/// - type a new username, "ada" (three keystrokes) and a bio, "Hello"
///   (five);
/// - toggle the posts' loading state on and off (isLoading);
/// - a download reports its progress ten times (downloadProgress), then
///   starts over at zero.
///
/// Every write changes a value, so every edit is one update in either model.
@MainActor
enum ProfileEditSession {
    static func make(_ model: RedrawModel) -> EditSession {
        switch model {
        case .observable:
            let feed = FeedViewModel()
            return EditSession(
                screen: .profile, model: model, host: ViewHost(ProfileScreen(feed: feed)),
                steps: steps { feed.downloadProgress = $0 })
        case .observableObject:
            let feed = BeforeMigration.FeedViewModel()
            return EditSession(
                screen: .profile, model: model, host: ViewHost(BeforeMigration.ProfileScreen(feed: feed)),
                steps: steps { feed.downloadProgress = $0 })
        }
    }

    private static func steps(progress: @escaping @MainActor (Double) -> Void) -> [EditStep] {
        var steps: [EditStep] = []
        steps += Array(repeating: .tap("Follow"), count: 3)
        steps += EditStep.type("ada", into: "Username")
        steps += EditStep.type("Hello", into: "Bio")
        steps += [.tap("Toggle loading"), .tap("Toggle loading")]
        steps += (1...9).map { step in .write { progress(Double(step) / 10) } }
        steps.append(.write { progress(0) })
        return steps
    }
}
