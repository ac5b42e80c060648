import ObservatoryUI

/// A window whose tab, a text and a sheet are `@SceneStorage`, beside a
/// `@State` count: restoration_test.py reloads the page and restarts the
/// server, and checks that the scene storage comes back and the state does not.
struct SceneStorageWindow: View {
    @SceneStorage("fixture.tab") private var tab = "first"
    @SceneStorage("fixture.draft") private var draft = ""
    @SceneStorage("fixture.showsNote") private var showsNote = false
    @State private var taps = 0

    var body: some View {
        TabView(selection: $tab) {
            Form {
                TextField("Draft", text: $draft)
                Button("Tap") { taps += 1 }
                Text("Taps: \(taps)")
                Button("Show note") { showsNote = true }
            }
            .tabItem { Label("First", systemImage: "1.circle") }
            .tag("first")
            Text("Second tab's page")
                .tabItem { Label("Second", systemImage: "2.circle") }
                .tag("second")
        }
        .sheet(isPresented: $showsNote) {
            Text("The note")
        }
    }
}
