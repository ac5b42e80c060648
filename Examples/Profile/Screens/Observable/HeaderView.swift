// Article 004, Step 10: HeaderView reads username and avatarURL. Its Follow
// button only writes followerCount, so following re-runs StatsRow, not this.
import ObservatoryUI

struct HeaderView: View {
    let vm: ProfileViewModel
    @State private var runs = EvaluationCounter()

    var body: some View {
        HeaderContent(username: vm.username, avatarURL: vm.avatarURL, count: runs.tick()) {
            vm.followerCount += 1
        }
    }
}
