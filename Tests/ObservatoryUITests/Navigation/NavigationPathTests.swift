import ObservatoryTesting
import Testing
@testable import ObservatoryUI

@MainActor
@Suite("NavigationStack(path:), presented destinations, screen modifiers")
struct NavigationPathTests {
    enum Route: Hashable { case habit(String), settings }

    struct Routed: View {
        @State var path: [Route] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Open Read") { path.append(.habit("Read")) }
                    Button("Deep") { path = [.habit("Walk"), .settings] }
                    Text("Depth \(path.count)")
                }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .habit(let name): Text("Habit \(name)").navigationTitle(name)
                    case .settings:
                        Text("Settings")
                            .navigationBarTitleDisplayMode(.inline)
                            .navigationBarBackButtonHidden()
                            .toolbar(.hidden, for: .tabBar)
                    }
                }
            }
        }
    }

    @Test func theBoundPathIsTheStack() throws {
        let host = ViewHost(Routed())
        let stack = try #require(host.all(role: .navigationStack).first)
        try host.tap("Open Read")
        #expect(stack["depth"] == "1")
        #expect(host.contains(text: "Habit Read"))
        // The back button (a pop) shortens the app's path.
        _ = try host.send(.pop, to: stack)
        #expect(stack["depth"] == "0")
        #expect(host.contains(text: "Depth 0"))
        // Setting the path pushes every screen at once.
        try host.tap("Deep")
        #expect(stack["depth"] == "2")
        let screens = host.all(role: .screen)
        #expect(screens.map { $0["title"] } == [nil, "Walk", nil])
        #expect(screens[2]["titleDisplayMode"] == "inline")
        #expect(screens[2]["backButtonHidden"] == "true")
        #expect(screens[2]["hiddenBars"] == "tabBar")
        _ = try host.send(.navigate(depth: 1), to: stack)
        #expect(host.contains(text: "Depth 1"))
    }

    @Test func aNavigationPathHoldsValuesOfAnyType() throws {
        var path = NavigationPath()
        path.append(Route.settings)
        path.append(42)
        #expect(path.count == 2)
        path.removeLast()
        #expect(path == NavigationPath([Route.settings]))
        #expect(!path.isEmpty)
    }

    struct Presenting: View {
        @State var showsSettings = false
        @State var item: String?
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Settings") { showsSettings = true }
                    Button("Item A") { item = "A" }
                    Button("Item B") { item = "B" }
                    Text(showsSettings ? "presented" : "not presented")
                    Text("item \(item ?? "none")")
                }
                .navigationDestination(isPresented: $showsSettings) { Text("Settings screen") }
                .navigationDestination(item: $item) { Text("Item screen \($0)") }
            }
        }
    }

    @Test func aPresentedDestinationFollowsItsBindingBothWays() throws {
        let host = ViewHost(Presenting())
        let stack = try #require(host.all(role: .navigationStack).first)
        try host.tap("Settings")
        #expect(stack["depth"] == "1")
        #expect(host.contains(text: "Settings screen"))
        _ = try host.send(.pop, to: stack)
        #expect(stack["depth"] == "0")
        #expect(host.contains(text: "not presented"))
        try host.tap("Item A")
        #expect(host.contains(text: "Item screen A"))
        // Another item replaces the screen.
        try host.tap("Item B")
        #expect(stack["depth"] == "1")
        #expect(host.contains(text: "Item screen B") && !host.contains(text: "Item screen A"))
        _ = try host.send(.pop, to: stack)
        #expect(host.contains(text: "item none"))
    }

    @Observable final class Profile { var name = "Ada" }

    struct EnvironmentBinding: View {
        @Environment(Profile.self) private var profile
        var body: some View { TextField("Name", text: $profile.name) }
    }

    @Test func anEnvironmentObjectGivesBindingsToItsProperties() throws {
        let profile = Profile()
        let host = ViewHost(EnvironmentBinding().environment(profile))
        let field = try #require(host.all(role: .textField).first)
        #expect(field["value"] == "Ada")
        _ = try host.send(.input("Grace"), to: field)
        #expect(profile.name == "Grace")
    }
}
