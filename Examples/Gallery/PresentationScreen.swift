import ObservatoryUI

struct Habit: Identifiable {
    let id = UUID()
    let name: String
}

/// Presentation: sheets for an item and at detents, a full-screen cover, a
/// popover, a confirmation dialog about some data, and a file importer.
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
