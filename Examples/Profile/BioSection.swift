// Article 004, Step 10: BioSection reads bio.
import ObservatoryUI

struct BioSection: View {
    let vm: ProfileViewModel
    @State private var runs = EvaluationCounter()

    var body: some View {
        let count = runs.tick()
        VStack(alignment: .leading, spacing: 6) {
            if vm.bio.isEmpty {
                Text("No bio yet.")
                    .foregroundStyle(.secondary)
            } else {
                Text(vm.bio)
            }
            BodyRunsLabel(count: count)
        }
    }
}
