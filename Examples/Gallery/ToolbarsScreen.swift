import ObservatoryUI

/// A library item on the Toolbars screen.
struct Book: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isRead = false
}

/// Toolbars and rows as an iPhone app writes them: a searchable list whose
/// toolbar holds `Label` buttons, a sheet presented after the toolbar, a
/// sort `Picker` inside a `Menu`, rows that are buttons, navigation links
/// styled as buttons, and swipe actions.
struct ToolbarsScreen: View {
    enum SortOrder: String, CaseIterable, Identifiable {
        case title = "Title"
        case unread = "Unread first"
        var id: Self { self }
    }

    @State private var books = [Book(title: "Dune"), Book(title: "Emma"), Book(title: "Ulysses")]
    @State private var query = ""
    @State private var order = SortOrder.title
    @State private var adding = false
    @State private var log = "Nothing yet"

    private var shown: [Book] {
        let matching = books.filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) }
        switch order {
        case .title: return matching.sorted { $0.title < $1.title }
        case .unread: return matching.sorted { !$0.isRead && $1.isRead }
        }
    }

    var body: some View {
        List {
            Section("Books") {
                ForEach(shown) { book in
                    Button(book.isRead ? "\(book.title) ✓" : book.title) { log = "Opened \(book.title)" }
                        .swipeActions {
                            Button("Delete", role: .destructive) { books.removeAll { $0.id == book.id } }
                            Button(book.isRead ? "Unread" : "Read") {
                                if let index = books.firstIndex(of: book) { books[index].isRead.toggle() }
                            }
                            .tint(.blue)
                        }
                }
                .onDelete { offsets in
                    let ids = offsets.map { shown[$0].id }
                    books.removeAll { ids.contains($0.id) }
                }
            }
            Section("Rows that act") {
                Button("Mark all read") {
                    for index in books.indices { books[index].isRead = true }
                    log = "Marked all read"
                }
                Button("Clear read marks", role: .destructive) {
                    for index in books.indices { books[index].isRead = false }
                    log = "Cleared"
                }
                Button {
                    books = [Book(title: "Dune"), Book(title: "Emma"), Book(title: "Ulysses")]
                    log = "Reset"
                } label: {
                    Label("Reset to samples", systemImage: "arrow.counterclockwise")
                }
                .font(.headline)
                Text(log).foregroundStyle(.secondary)
            }
            Section {
                NavigationLink {
                    Text("Statistics: \(books.filter(\.isRead).count) read")
                } label: {
                    HStack {
                        Image(systemName: "chart.bar")
                        Text("Plain link")
                    }
                }
                .buttonStyle(.plain)
                NavigationLink("Prominent link") {
                    Text("Reading goals")
                }
                .buttonStyle(.borderedProminent)
            } header: {
                Text("Links styled as buttons")
            } footer: {
                NavigationLink("About these books") { Text("Three classics") }
            }
        }
        .navigationTitle("Toolbars and rows")
        .searchable(text: $query, prompt: "Search books")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Menu {
                    Picker("Sort", selection: $order) {
                        ForEach(SortOrder.allCases) { Text($0.rawValue).tag($0) }
                    }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    adding = true
                } label: {
                    Label("Add Book", systemImage: "plus")
                }
            }
        }
        .sheet(isPresented: $adding) {
            AddBookSheet { title in books.append(Book(title: title)) }
        }
    }
}

/// The sheet that adds a book: a form with its own toolbar.
struct AddBookSheet: View {
    var add: (String) -> Void
    @State private var title = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
            }
            .navigationTitle("New Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        add(title)
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

#Preview("Toolbars") {
    NavigationStack { ToolbarsScreen() }
}
