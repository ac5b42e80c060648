// Article 004, Step 10: StatsRow reads followerCount and followingCount.
import ObservatoryUI

struct StatsRow: View {
    let vm: ProfileViewModel
    @State private var runs = EvaluationCounter()

    var body: some View {
        let count = runs.tick()
        VStack(spacing: 6) {
            HStack {
                stat(vm.followerCount, "Followers")
                stat(vm.followingCount, "Following")
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
