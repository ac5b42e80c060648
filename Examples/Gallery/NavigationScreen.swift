import ObservatoryUI

/// Navigation: pushing through the stack's bound path, a destination
/// presented by a Boolean, title display modes, and bindings to an
/// environment object's properties.
struct NavigationScreen: View {
    @Environment(GalleryRouter.self) private var router
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.openURL) private var openURL
    @State private var showsDetail = false
    @State private var prefersDark = false
    @State private var opened = "not yet"

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
            Section("The window") {
                Text("Size class: \(sizeClass == .regular ? "regular" : "compact")")
                Text("Scene phase: \(scenePhase == .active ? "active" : "background")")
                Toggle("Prefer dark", isOn: $prefersDark)
                Button("Open swift.org") {
                    openURL(URL(string: "https://swift.org")!) { opened = $0 ? "opened" : "refused" }
                }
                Text("Link \(opened)")
            }
        }
        .preferredColorScheme(prefersDark ? .dark : nil)
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
