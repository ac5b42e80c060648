import ObservatoryUI

/// One row of the long list: a number, and a star the user may set.
struct LongListItem: Identifiable, Hashable {
    let id: Int
    var title: String { "Item \(id.formatted())" }
}

/// Long lists: a `List` of 100,000 rows and a `LazyVGrid` of 100,000 cells.
/// Only the rows near the viewport are mounted and sent to the page; the
/// rest are spacers the page measures as the user scrolls (docs/ui.md,
/// "Lazy containers"). A `ScrollViewReader` jumps to a row that is not
/// mounted, and each row keeps its `@State` when it scrolls away and back.
struct LongListScreen: View {
    enum Kind: String, CaseIterable, Identifiable {
        case list = "List", grid = "Grid"
        var id: Self { self }
    }

    static let items = (0..<100_000).map(LongListItem.init)
    @State private var kind = Kind.list

    var body: some View {
        VStack(spacing: 0) {
            Picker("Container", selection: $kind) {
                ForEach(Kind.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)
            switch kind {
            case .list: LongList(items: Self.items)
            case .grid: LongGrid(items: Self.items)
            }
        }
        .navigationTitle("Long lists")
    }
}

/// 100,000 rows, with a jump to the middle.
struct LongList: View {
    let items: [LongListItem]

    var body: some View {
        ScrollViewReader { proxy in
            List {
                Section {
                    Button("Jump to item 50,000") {
                        proxy.scrollTo(50_000, anchor: .top)
                    }
                }
                Section("100,000 items") {
                    ForEach(items) { LongListRow(item: $0) }
                }
            }
        }
    }
}

/// A row with state of its own: kept while it scrolls away and back.
struct LongListRow: View {
    let item: LongListItem
    @State private var isStarred = false

    var body: some View {
        HStack {
            Text(item.title)
            Spacer()
            Button {
                isStarred.toggle()
            } label: {
                Label(isStarred ? "Unstar \(item.title)" : "Star \(item.title)", systemImage: isStarred ? "star.fill" : "star")
                    .labelStyle(.iconOnly)
            }
        }
    }
}

/// 100,000 cells, three to a line.
struct LongGrid: View {
    let items: [LongListItem]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(items) { item in
                    Text(item.id.formatted())
                        .frame(maxWidth: .infinity, minHeight: 56)
                        .background(.quaternary, in: RoundedRectangle(cornerRadius: 8))
                }
            }
            .padding()
        }
    }
}
