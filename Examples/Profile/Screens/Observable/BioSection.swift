// Article 004, Step 10: BioSection reads bio.
import ObservatoryUI

struct BioSection: View {
    let vm: ProfileViewModel
    @State private var runs = EvaluationCounter()

    var body: some View {
        BioContent(bio: vm.bio, count: runs.tick())
    }
}
