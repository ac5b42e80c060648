// The app browser-tests/lazy_list_test.py drives: one lazy container of many
// rows, served with the windowed policy. The environment chooses it:
//   LAZY_ROWS   the rows (default 10,000)
//   LAZY_KIND   list (default), sections, lazyVStack, grid, or sqlite: a
//               paged @Query of LAZY_ROWS rows seeded into a new SQLite file
// A row shows its index, a counter kept in its @State, and how many times
// rows appeared (onAppear), so the test can read what a user would see.
import Foundation
import ObservatoryData
@_spi(Observatory) import ObservatoryUI
import ObservatoryWeb

@MainActor
@Observable final class LazyListStore {
    var rows: [Int]
    var appeared = 0
    let kind: String

    /// The kind of container the environment asks for.
    nonisolated static var requestedKind: String { ProcessInfo.processInfo.environment["LAZY_KIND"] ?? "list" }
    /// The number of rows the environment asks for.
    nonisolated static var requestedRows: Int { ProcessInfo.processInfo.environment["LAZY_ROWS"].flatMap(Int.init) ?? 10_000 }

    init() {
        kind = Self.requestedKind
        rows = kind == "sqlite" ? [] : Array(0..<Self.requestedRows)
    }
}

struct LazyRow: View {
    let index: Int
    let store: LazyListStore
    @State private var taps = 0

    var body: some View {
        HStack {
            Text("Row \(index)")
            Spacer()
            Button("Taps \(taps)") { taps += 1 }
        }
        .onAppear { store.appeared += 1 }
    }
}

struct LazyListRoot: View {
    @Environment(LazyListStore.self) private var store

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Lazy \(store.kind)")
                .toolbar {
                    ToolbarItem(placement: .status) { Text("Appeared \(store.appeared)") }
                    ToolbarItem(placement: .bottomBar) {
                        Button("Insert above") {
                            let first = store.rows.first ?? 0
                            store.rows.insert(contentsOf: (first - 3)..<first, at: 0)
                        }
                    }
                }
        }
    }

    @ViewBuilder private var content: some View {
        switch store.kind {
        case "sections":
            List {
                Section("First half") {
                    ForEach(store.rows.prefix(store.rows.count / 2), id: \.self) { LazyRow(index: $0, store: store) }
                }
                Section("Second half") {
                    ForEach(store.rows.suffix(from: store.rows.count / 2), id: \.self) { LazyRow(index: $0, store: store) }
                }
            }
        case "lazyVStack":
            ScrollView {
                LazyVStack(spacing: 4) {
                    ForEach(store.rows, id: \.self) { LazyRow(index: $0, store: store) }
                }
            }
        case "grid":
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
                    ForEach(store.rows, id: \.self) { Text("Cell \($0)").frame(height: 60) }
                }
            }
        default:
            List {
                ForEach(store.rows, id: \.self) { LazyRow(index: $0, store: store) }
                    .onDelete { store.rows.remove(atOffsets: $0) }
            }
        }
    }
}

/// A row of the SQLite kind.
@Model final class StoredRow {
    #Index<StoredRow>([\.index])
    var index: Int
    init(index: Int) { self.index = index }
}

/// The rows of the store, read a page at a time as the list shows them.
struct StoredRowList: View {
    @Environment(LazyListStore.self) private var store
    @Environment(\.modelContext) private var context
    @Query(sort: \StoredRow.index) private var rows: FetchResultsCollection<StoredRow>

    var body: some View {
        NavigationStack {
            List {
                ForEach(rows) { LazyRow(index: $0.index, store: store) }
                    .onDelete { offsets in
                        for offset in offsets { context.delete(rows[offset]) }
                    }
            }
            .navigationTitle("Lazy sqlite")
            .toolbar {
                ToolbarItem(placement: .status) { Text("Appeared \(store.appeared) of \(rows.count)") }
                ToolbarItem(placement: .bottomBar) {
                    Button("Insert above") {
                        let first = rows.first?.index ?? 0
                        for index in (first - 3)..<first { context.insert(StoredRow(index: index)) }
                    }
                }
            }
        }
    }
}

/// A new SQLite store in a temporary folder, seeded with `count` rows.
@MainActor
func seededContainer(rows count: Int) -> ModelContainer {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-list-\(UUID().uuidString)")
    do {
        let container = try ModelContainer(
            for: StoredRow.self, configurations: ModelConfiguration(url: folder.appendingPathComponent("rows.store")))
        let seeder = ModelContext(container)
        for index in 0..<count { seeder.insert(StoredRow(index: index)) }
        try seeder.save()
        return container
    } catch {
        fatalError("could not seed the store in \(folder.path): \(error)")
    }
}

@main
struct LazyListApp: WebApp {
    @State private var store = LazyListStore()
    private let container: ModelContainer? =
        LazyListStore.requestedKind == "sqlite" ? MainActor.assumeIsolated { seededContainer(rows: LazyListStore.requestedRows) } : nil

    var body: some Scene {
        WindowGroup("Observatory lazy list") {
            if let container {
                StoredRowList()
                    .environment(store)
                    .modelContainer(container)
            } else {
                LazyListRoot()
                    .environment(store)
                    .environment(\.lazyWindowPolicy, .windowed)
            }
        }
    }
}
