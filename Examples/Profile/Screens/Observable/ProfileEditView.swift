// Article 004, Step 7: editing through @Bindable, with a field for the bio
// too. Its body reads nothing (it only makes bindings), so typing re-runs
// the view that shows the value: HeaderView for the username, BioSection
// for the bio.
import ObservatoryUI

struct ProfileEditView: View {
    @Bindable var vm: ProfileViewModel   // ← creates binding capability

    var body: some View {
        TextField("Username", text: $vm.username)  // ← $vm.username is a Binding<String>
        TextField("Bio", text: $vm.bio, axis: .vertical)
    }
}
