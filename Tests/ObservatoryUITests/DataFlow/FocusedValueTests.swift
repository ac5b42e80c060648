import Foundation
import Testing
import ObservatoryUI

extension FocusedValues {
    @Entry var selectedTitle: String?
    @Entry var draft: Binding<String>?
}

/// `.focusedValue`, `.focusedSceneValue`, `@FocusedValue` and
/// `@FocusedBinding`: values published by one part of a window and read by
/// another.
@MainActor
@Suite("Focused values")
struct FocusedValueTests {
    @Observable final class Library {
        var selected: String? = "Dune"
        var showsDetail = true
        var draft = "Hello"
    }

    @Observable final class Document {
        var title = "Notes"
    }

    struct Reader: View {
        @FocusedValue(\.selectedTitle) var title
        var body: some View { Text("Selected: \(title ?? "none")") }
    }

    struct DraftEditor: View {
        @FocusedBinding(\.draft) var draft
        var body: some View {
            VStack {
                Text("Draft: \(draft ?? "none")")
                Button("Sign") { draft = (draft ?? "") + " — A." }
            }
        }
    }

    struct DocumentReader: View {
        @FocusedValue(Document.self) var document
        var body: some View { Text("Document: \(document?.title ?? "none")") }
    }

    struct Screen: View {
        let library: Library
        var body: some View {
            VStack {
                Reader()
                if library.showsDetail {
                    Text("Detail").focusedValue(\.selectedTitle, library.selected)
                }
            }
        }
    }

    @Test func aReaderSeesWhatAnotherViewPublishesAndWhenItGoes() {
        let library = Library()
        let graph = ViewGraph(Screen(library: library))
        graph.update()
        #expect(graph.texts.first == "Selected: Dune")
        library.selected = "Emma"
        graph.update()
        #expect(graph.texts.first == "Selected: Emma")
        library.showsDetail = false
        graph.update()
        #expect(graph.texts.first == "Selected: none")
    }

    @Test func aPublishedBindingIsReadAndWrittenThrough() {
        let library = Library()
        let graph = ViewGraph(VStack {
            DraftEditor()
            Text("Source").focusedSceneValue(\.draft, Bindable(library).draft)
        })
        graph.update()
        #expect(graph.texts.first == "Draft: Hello")
        graph.tap("Sign")
        #expect(library.draft == "Hello — A.")
        #expect(graph.texts.first == "Draft: Hello — A.")
    }

    @Test func anObservableObjectIsPublishedByItsType() {
        let document = Document()
        let graph = ViewGraph(VStack { DocumentReader(); Text("Editor").focusedValue(document) })
        graph.update()
        #expect(graph.texts.first == "Document: Notes")
        document.title = "Plans"
        graph.update()
        #expect(graph.texts.first == "Document: Plans")
    }

    @Test func aReaderThatPublishesDoesNotLoop() {
        struct SelfPublisher: View {
            @FocusedValue(\.draft) var draft
            @State var text = "x"
            var body: some View {
                Text("Has draft: \(draft != nil)").focusedValue(\.draft, $text)
            }
        }
        let graph = ViewGraph(SelfPublisher())
        graph.update()
        #expect(graph.texts == ["Has draft: true"])
        let runs = graph.statistics.total
        graph.update()
        #expect(graph.statistics.total == runs)
    }
}

struct SelectedTitleCommands: Commands {
    @FocusedValue(\.selectedTitle) var title

    var body: some Commands {
        CommandMenu("Book") {
            Button("Share \(title ?? "nothing")") {}.disabled(title == nil)
        }
    }
}

struct FocusedCommandsApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Dune").focusedSceneValue(\.selectedTitle, "Dune")
        }
        .commands { SelectedTitleCommands() }
    }
}

@MainActor
@Suite("Focused values in commands")
struct FocusedValueCommandsTests {
    @Test func commandsOfYourOwnReadFocusedValues() throws {
        let graph = ViewGraph(app: FocusedCommandsApp())
        graph.update()
        let button = try #require(graph.allElements.first { $0.role == .button })
        #expect(button.descendants().contains { $0["text"] == "Share Dune" })
        #expect(button["disabled"] == nil)
    }
}
