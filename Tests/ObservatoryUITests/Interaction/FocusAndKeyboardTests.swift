import Testing
import ObservatoryUI

@MainActor
@Suite("Focus, submit label, keyboard shortcuts, help")
struct FocusAndKeyboardTests {
    enum Field: Hashable { case name, email }

    struct SignUp: View {
        @FocusState var focus: Field?
        @State var name = ""
        @State var email = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($focus, equals: .name).submitLabel(.next).onSubmit { focus = .email }
                TextField("Email", text: $email).focused($focus, equals: .email)
                Button("Focus name") { focus = .name }
                Button("Clear") { focus = nil }
                Text("focus \(focus.map { "\($0)" } ?? "none")")
            }
        }
    }

    private func field(_ graph: ViewGraph, _ label: String) -> Element {
        graph.allElements.first { $0.role == .textField && $0["label"] == label }!
    }

    @Test func theFocusStateAndTheFieldsFollowEachOther() {
        let graph = ViewGraph(SignUp())
        let (name, email) = (field(graph, "Name"), field(graph, "Email"))
        #expect(name["focused"] == "false" && email["focused"] == "false")
        #expect(name["submitLabel"] == "next" && email["submitLabel"] == nil)
        // The page focused a field: the state names it.
        graph.send(.focus(true), to: name.id)
        #expect(graph.texts.last == "focus name")
        #expect(name["focused"] == "true")
        // Return moves the focus with onSubmit; the field's attribute follows.
        graph.send(.submit, to: name.id)
        #expect(graph.texts.last == "focus email")
        #expect(name["focused"] == "false" && email["focused"] == "true")
        // Leaving a field that is no longer named changes nothing.
        graph.send(.focus(false), to: name.id)
        #expect(graph.texts.last == "focus email")
        // Leaving the named field clears the state.
        graph.send(.focus(false), to: email.id)
        #expect(graph.texts.last == "focus none")
        // Setting the state focuses the field.
        _ = graph.tap("Focus name")
        #expect(name["focused"] == "true")
        _ = graph.tap("Clear")
        #expect(name["focused"] == "false")
    }

    @Test func aBooleanFocusStateBindsOneField() {
        struct Search: View {
            @FocusState var isFocused: Bool
            @State var text = ""
            var body: some View {
                VStack {
                    SecureField("Password", text: $text).focused($isFocused)
                    Button("Focus") { isFocused = true }
                    Text(isFocused ? "focused" : "not focused")
                }
            }
        }
        let graph = ViewGraph(Search())
        let secure = graph.allElements.first { $0.role == .secureField }!
        #expect(secure["focused"] == "false")
        _ = graph.tap("Focus")
        #expect(secure["focused"] == "true")
        graph.send(.focus(false), to: secure.id)
        #expect(graph.texts.last == "not focused")
    }

    @Test func aFieldWithoutFocusedTakesNoFocusEvent() {
        struct Plain: View {
            @State var text = ""
            var body: some View { TextField("Plain", text: $text) }
        }
        let graph = ViewGraph(Plain())
        let plain = graph.allElements.first { $0.role == .textField }!
        #expect(plain["focused"] == nil)
        #expect(graph.send(.focus(true), to: plain.id) == nil)
    }

    @Test func keyboardShortcutsNameTheirKeys() {
        struct Toolbar: View {
            var body: some View {
                VStack {
                    Button("Save") {}.keyboardShortcut("s")
                    Button("Find") {}.keyboardShortcut("F", modifiers: [.command, .shift, .option, .control])
                    Button("OK") {}.keyboardShortcut(.defaultAction)
                    Button("Cancel") {}.keyboardShortcut(.cancelAction)
                    Button("Up") {}.keyboardShortcut(.upArrow, modifiers: [])
                    Button("Plain") {}
                }
            }
        }
        let graph = ViewGraph(Toolbar())
        let shortcut = { (label: String) in graph.element(.button, label)?["shortcut"] }
        #expect(shortcut("Save") == "cmd+s")
        #expect(shortcut("Find") == "ctrl+alt+shift+cmd+f")
        #expect(shortcut("OK") == "enter")
        #expect(shortcut("Cancel") == "escape")
        #expect(shortcut("Up") == "arrowup")
        #expect(shortcut("Plain") == nil)
    }

    @Test func helpWrapsItsContentWithTheText() {
        struct Tip: View {
            var body: some View { Text("Info").help("More about this") }
        }
        let graph = ViewGraph(Tip())
        let help = graph.allElements.first { $0["modifier"] == "help" }
        #expect(help?["text"] == "More about this")
        #expect(help?.children.first?["text"] == "Info")
    }
}
