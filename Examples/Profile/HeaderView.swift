// Article 004, Step 10: HeaderView reads username and avatarURL. Its Follow
// button only writes followerCount, so following re-runs StatsRow, not this.
import ObservatoryUI

struct HeaderView: View {
    let vm: ProfileViewModel
    @State private var runs = EvaluationCounter()

    var body: some View {
        let count = runs.tick()
        HStack(spacing: 14) {
            Text(vm.username.prefix(1).uppercased())
                .font(.title)
                .fontWeight(.bold)
                .foregroundStyle(.white)
                .frame(width: 56, height: 56)
                .background(.blue, in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text("@\(vm.username)")
                    .font(.title3)
                    .fontWeight(.semibold)
                Text(vm.avatarURL?.lastPathComponent ?? "no avatar")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                BodyRunsLabel(count: count)
            }
            Spacer()
            Button("Follow") { vm.followerCount += 1 }
                .buttonStyle(.borderedProminent)
        }
    }
}
