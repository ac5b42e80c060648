import ObservatoryUI

struct Habit: Identifiable {
    let id = UUID()
    let name: String
}

/// Presentation: sheets for an item and at detents, a full-screen cover, a
/// popover, a confirmation dialog about some data, a file importer and a
/// file exporter.
struct PresentationScreen: View {
    @State private var editing: Habit?
    @State private var coverShown = false
    @State private var popoverShown = false
    @State private var confirming = false
    @State private var pending: Habit?
    @State private var log = "Nothing yet"
    @State private var detentsShown = false
    @State private var importing = false
    @State private var imported = "No file yet"
    @State private var exporting = false
    @State private var exported = "Not saved"
    private let habits = [Habit(name: "Read"), Habit(name: "Walk")]

    var body: some View {
        List {
            Section("Sheets") {
                ForEach(habits) { habit in
                    Button("Edit \(habit.name)") { editing = habit }
                }
                Button("Medium or large") { detentsShown = true }
                Button("Full-screen cover") { coverShown = true }
                Button("Popover") { popoverShown.toggle() }
                    .popover(isPresented: $popoverShown) {
                        Text("A popover").padding()
                    }
            }
            Section("Dialogs") {
                Button("Delete Read…", role: .destructive) {
                    pending = habits[0]
                    confirming = true
                }
                Text(log)
            }
            Section("Files") {
                Button("Import text files") { importing = true }
                Text(imported)
                Button("Save notes") { exporting = true }
                Text(exported)
            }
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText, .json], allowsMultipleSelection: true) { result in
            switch result {
            case .success(let urls):
                imported = urls.map { url in
                    let didAccess = url.startAccessingSecurityScopedResource()
                    defer { if didAccess { url.stopAccessingSecurityScopedResource() } }
                    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                    return "\(url.lastPathComponent): \(text.split(separator: "\n").first ?? "")"
                }.joined(separator: "; ")
            case .failure(let error):
                imported = "Failed: \(error.localizedDescription)"
            }
        } onCancellation: {
            imported = "Cancelled"
        }
        .fileExporter(isPresented: $exporting, document: NotesDocument(text: "Buy milk\nCall Ada\n"), contentType: .plainText,
                      defaultFilename: "Notes") { result in
            switch result {
            case .success(let url):
                let size = (try? Data(contentsOf: url).count) ?? 0
                exported = "Saved \(url.lastPathComponent), \(size) bytes"
            case .failure(let error): exported = "Failed: \(error.localizedDescription)"
            }
        }
        .navigationTitle("Presentation")
        .sheet(item: $editing) { habit in
            SheetContent(title: "Editing \(habit.name)")
                // Read's sheet stands for unsaved changes: only Done closes it.
                .interactiveDismissDisabled(habit.name == "Read")
        }
        .sheet(isPresented: $detentsShown) {
            SheetContent(title: "Half height")
                .presentationDetents([.medium, .large])
                .presentationCornerRadius(28)
                .presentationBackground(.thinMaterial)
        }
        .fullScreenCover(isPresented: $coverShown) {
            SheetContent(title: "Full screen")
        }
        .confirmationDialog("Delete?", isPresented: $confirming, titleVisibility: .visible, presenting: pending) { habit in
            Button("Delete \(habit.name)", role: .destructive) { log = "Deleted \(habit.name)" }
        }
    }
}

/// A plain-text document, for `.fileExporter`.
struct NotesDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// A sheet's content: its title and a button that dismisses it.
struct SheetContent: View {
    let title: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text(title).font(.title2)
            Button("Done") { dismiss() }
        }
        .padding()
    }
}

#Preview("Presentation") {
    NavigationStack { PresentationScreen() }
}

#Preview("Sheet content", traits: .sizeThatFitsLayout) {
    SheetContent(title: "A sheet")
}
