// Article 004's "BEFORE" cheat sheet: the profile's model as an
// ObservableObject, with the properties the @Observable version has.
import Foundation
import ObservatoryUI

extension BeforeMigration {
    /// The profile, on the old model: every write broadcasts.
    public final class ProfileViewModel: ObservableObject {
        @Published public var username: String = "simran"
        @Published public var avatarURL: URL? = URL(string: "https://example.com/avatars/simran.png")
        @Published public var followerCount: Int = 0
        @Published public var followingCount: Int = 0
        @Published public var bio: String = ""

        public init() {}
    }
}
