import Foundation
import Testing
import ObservatoryUI

/// Names real apps use that map onto what exists: `.toolbarTitleDisplayMode`,
/// `.textInputAutocapitalization`, `AnimatableModifier`.
@MainActor
@Suite("Toolbar title mode, autocapitalization, animatable modifiers")
struct SmallModifierNamesTests {
    @Test func theToolbarTitleModeIsTheNavigationBarsTitleMode() {
        func mode(_ view: some View) -> String? {
            ViewGraph(NavigationStack { view }).allElements.compactMap { $0["titleDisplayMode"] }.first
        }
        #expect(mode(Text("a").navigationTitle("A").toolbarTitleDisplayMode(.inline)) == "inline")
        #expect(mode(Text("a").navigationTitle("A").toolbarTitleDisplayMode(.inlineLarge)) == "large")
        #expect(mode(Text("a").navigationTitle("A").toolbarTitleDisplayMode(.inline))
            == mode(Text("a").navigationTitle("A").navigationBarTitleDisplayMode(.inline)))
    }

    @Test func textFieldsTakeTheirCapitalization() {
        struct Form: View {
            @State var name = ""
            var body: some View {
                VStack {
                    TextField("Login", text: $name).textInputAutocapitalization(.never)
                    TextField("Name", text: $name).textInputAutocapitalization(.words)
                    TextField("Note", text: $name)
                }
            }
        }
        let fields = ViewGraph(Form()).allElements.filter { $0.role == .textField }
        #expect(fields.map { $0["autocapitalize"] } == ["none", "words", nil])
    }

    @Test func anAnimatableModifierIsAModifier() {
        struct Fade: AnimatableModifier {
            var amount: Double
            // Animatable is not main-actor isolated, as on Apple's platforms.
            nonisolated var animatableData: Double {
                get { amount }
                set { amount = newValue }
            }
            func body(content: Content) -> some View { content.opacity(amount) }
        }
        let graph = ViewGraph(Text("x").modifier(Fade(amount: 0.5)))
        #expect(graph.allElements.contains { $0["modifier"] == "opacity" && $0["value"] == "0.5" })
    }
}
