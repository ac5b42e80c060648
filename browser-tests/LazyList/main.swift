// The app browser-tests/lazy_list_test.py drives: one lazy container of many
// rows, served with the windowed policy. The environment chooses it:
//   LAZY_ROWS   the rows (default 10,000)
//   LAZY_KIND   list (default), sections, lazyVStack, grid
// A row shows its index, a counter kept in its @State, and how many times
// rows appeared (onAppear), so the test can read what a user would see.
import Foundation
@_spi(Observatory) import ObservatoryUI
import ObservatoryWeb

@MainActor
@Observable final class LazyListStore {
    var rows: [Int]
    var appeared = 0
    let kind: String

    init() {
        let environment = ProcessInfo.processInfo.environment
        rows = Array(0..<(environment["LAZY_ROWS"].flatMap(Int.init) ?? 10_000))
        kind = environment["LAZY_KIND"] ?? "list"
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

@main
struct LazyListApp: WebApp {
    @State private var store = LazyListStore()

    var body: some Scene {
        WindowGroup("Observatory lazy list") {
            LazyListRoot()
                .environment(store)
                .environment(\.lazyWindowPolicy, .windowed)
        }
    }
}
