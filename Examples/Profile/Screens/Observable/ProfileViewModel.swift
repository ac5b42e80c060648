// Article 004, Step 1: the profile's model, with the two properties the
// profile screen of Step 10 also reads (avatarURL, followingCount).
import Foundation
import Observatory

@Observable
public final class ProfileViewModel {
    public var username: String = "simran"
    public var avatarURL: URL? = URL(string: "https://example.com/avatars/simran.png")
    public var followerCount: Int = 0
    public var followingCount: Int = 0
    public var bio: String = ""

    public init() {}
}
