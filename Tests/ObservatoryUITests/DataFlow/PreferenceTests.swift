import Testing
import ObservatoryUI

/// `PreferenceKey`, `.preference(key:value:)`, `.transformPreference` and
/// `.onPreferenceChange`: values flow from views up to their ancestors.
@MainActor
@Suite("Preferences")
struct PreferenceTests {
    struct TitleKey: PreferenceKey {
        static let defaultValue = ""
        static func reduce(value: inout String, nextValue: () -> String) {
            value = nextValue()
        }
    }

    struct TotalKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) {
            value += nextValue()
        }
    }

    struct Titled: View {
        @State private var title = "none"
        @State private var shows = true
        var body: some View {
            VStack {
                Text("title: \(title)")
                if shows {
                    Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
                }
                Button("Hide") { shows = false }
            }
            .onPreferenceChange(TitleKey.self) { title = $0 }
        }
    }

    @Test func anAncestorSeesTheValueItsSubtreeSetsAndWhenItGoes() {
        let graph = ViewGraph(Titled())
        #expect(graph.texts.first == "title: Inbox", "delivered after the first update")
        graph.tap("Hide")
        #expect(graph.texts.first == "title: ", "the default once no view sets it")
    }

    struct Totals: View {
        @State private var counts = [1, 2, 3]
        @State private var total = -1
        @State private var deliveries = 0
        var body: some View {
            VStack {
                Text("total \(total) after \(deliveries)")
                ForEach(counts.indices, id: \.self) { index in
                    Text("\(counts[index])").preference(key: TotalKey.self, value: counts[index])
                }
                Button("Bump") { counts[0] += 10 }
                Button("Same") { counts = counts }
            }
            .onPreferenceChange(TotalKey.self) { total = $0; deliveries += 1 }
        }
    }

    @Test func valuesAreReducedInOrderAndOnlyAChangeIsDelivered() {
        let graph = ViewGraph(Totals())
        #expect(graph.texts.first == "total 6 after 1")
        graph.tap("Bump")
        #expect(graph.texts.first == "total 16 after 2")
        graph.tap("Same")
        #expect(graph.texts.first == "total 16 after 2", "an unchanged value is not delivered again")
    }

    struct Nested: View {
        @State private var inner = ""
        @State private var outer = ""
        var body: some View {
            VStack {
                Text("inner \(inner) outer \(outer)")
                VStack {
                    Text("A").preference(key: TitleKey.self, value: "A")
                    Text("B").preference(key: TitleKey.self, value: "B")
                        .preference(key: TitleKey.self, value: "replaced")
                }
                .onPreferenceChange(TitleKey.self) { inner = $0 }
                .transformPreference(TitleKey.self) { $0 = $0.uppercased() + "!" }
            }
            .onPreferenceChange(TitleKey.self) { outer = $0 }
        }
    }

    @Test func theOutermostSettingWinsAndTransformsChangeWhatGoesUp() {
        let graph = ViewGraph(Nested())
        #expect(graph.texts.first == "inner replaced outer REPLACED!",
                "the last view's value wins, a value set around another replaces it, and the transform applies above it")
    }
}

@MainActor
@Suite("Preferences: lifetime")
struct PreferenceLifetimeTests {
    struct Key: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    final class Probe {}

    /// A reader whose action holds a probe that nothing else holds.
    struct Reader: View {
        static weak var lastProbe: Probe?
        let probe: Probe
        init() {
            probe = Probe()
            Self.lastProbe = probe
        }
        var body: some View {
            Text("x").preference(key: Key.self, value: 1).onPreferenceChange(Key.self) { [probe] _ in _ = probe }
        }
    }

    struct Screen: View {
        @State var shows = true
        var body: some View {
            VStack {
                if shows { Reader() }
                Button("Hide") { shows = false }
            }
        }
    }

    @Test func aReaderThatLeavesIsReleased() {
        let graph = ViewGraph(Screen())
        #expect(Reader.lastProbe != nil)
        graph.tap("Hide")
        #expect(Reader.lastProbe == nil, "the reader's node and its action are freed once it leaves the tree")
    }
}
