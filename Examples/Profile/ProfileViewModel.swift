// Article 004, Step 1: the profile's model, with the two properties the
// profile screen of Step 10 also reads (avatarURL, followingCount).
import Foundation
import Observatory

@Observable
final class ProfileViewModel {
    var username: String = "simran"
    var avatarURL: URL? = URL(string: "https://example.com/avatars/simran.png")
    var followerCount: Int = 0
    var followingCount: Int = 0
    var bio: String = ""
}
