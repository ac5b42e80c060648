// Article 004, Step 10: StatsRow reads followerCount and followingCount.
import ObservatoryUI

struct StatsRow: View {
    let vm: ProfileViewModel
    @State private var runs = EvaluationCounter()

    var body: some View {
        StatsContent(followers: vm.followerCount, following: vm.followingCount, count: runs.tick())
    }
}
