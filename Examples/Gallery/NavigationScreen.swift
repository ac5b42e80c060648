import ObservatoryUI

/// Navigation: pushing through the stack's bound path, a destination
/// presented by a Boolean, title display modes, and bindings to an
/// environment object's properties.
struct NavigationScreen: View {
    @Environment(GalleryRouter.self) private var router
    @State private var showsDetail = false

    var body: some View {
        List {
            Section("The stack's path") {
                Button("Push Text through the path") { router.path.append(.text) }
                Text("Depth \(router.path.count)")
            }
            Section("A destination presented by a Boolean") {
                Button("Show detail") { showsDetail = true }
                Text(showsDetail ? "Detail shown" : "Detail hidden")
            }
            Section("Bindings from the environment") {
                TextField("Note", text: $router.note)
                Text("Note: \(router.note)")
            }
        }
        .navigationTitle("Navigation")
        .navigationBarTitleDisplayMode(.large)
        .navigationDestination(isPresented: $showsDetail) {
            Text("The detail")
                .navigationTitle("Detail")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview("Navigation") {
    NavigationStack { NavigationScreen() }
        .environment(GalleryRouter())
}
