import Foundation
import Testing
import ObservatoryUI

// A window's restoration record brings a new window (another process, the
// same code) back where the old one was: @SceneStorage always, and in the
// development loop the views' @State and the screens their stacks pushed.

private struct Shelf: Hashable, Codable {
    let number: Int
}

private struct RestoredLibrary: View {
    @State private var query = ""
    @State private var showsSheet = false
    @SceneStorage("tab") private var tab = 0

    var body: some View {
        NavigationStack {
            List {
                Button("Type") { query = "river" }
                Button("Sheet") { showsSheet = true }
                Button("Tab") { tab = 2 }
                Text("query \(query)")
                Text("tab \(tab)")
                NavigationLink("Reading room") { ReadingRoom() }
                NavigationLink("Shelf seven", value: Shelf(number: 7))
            }
            .navigationDestination(for: Shelf.self) { Text("shelf \($0.number)") }
            .sheet(isPresented: $showsSheet) { Checkout() }
        }
    }
}

private struct ReadingRoom: View {
    @State private var visitors = 0

    var body: some View {
        VStack {
            Button("Enter") { visitors += 1 }
            Text("visitors \(visitors)")
            NavigationLink("Atlas") { Text("Atlas page") }
        }
    }
}

private struct Checkout: View {
    @State private var days = 14

    var body: some View {
        Button("Longer") { days = 28 }
        Text("days \(days)")
    }
}

private struct RestoredCount: View {
    @State private var count = 0
    var body: some View {
        Button("Add") { count += 1 }
        Text("count \(count)")
    }
}

private struct RestoredCaption: View {
    @State private var count = "none"
    var body: some View { Text("label \(count)") }
}

/// Not `Codable`: kept as its raw value, as SwiftUI's scene storage keeps one.
private enum Wing: String, Hashable {
    case north, south
}

private struct Corridors: View {
    @State private var wing: Wing? = nil
    @State private var fallback: Wing = .north
    @SceneStorage("lastWing") private var lastWing: Wing = .north

    var body: some View {
        Button("South") { wing = .south; fallback = .south; lastWing = .south }
        Button("Leave") { wing = nil }
        Text("wing \(wing?.rawValue ?? "none") \(fallback.rawValue) \(lastWing.rawValue)")
    }
}

/// A router object holds the path: not state a window can copy, but the stack's bound path.
@Observable private final class Router {
    var path: [Wing] = []
}

private struct RoutedHalls: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            Button("Go south") { router.path.append(.south) }
                .navigationDestination(for: Wing.self) { Text("hall \($0.rawValue)") }
        }
    }
}

/// A tab view that keeps its own selection (no binding).
private struct Wings: View {
    var body: some View {
        TabView {
            Text("North page").tabItem { Text("North") }
            Text("South page").tabItem { Text("South") }
        }
    }
}

@MainActor
@Suite("A window's restoration")
struct WindowRestorationTests {
    private func tapLink(_ label: String, in graph: ViewGraph) throws {
        graph.send(.tap, to: try #require(graph.element(.navigationLink, label)).id)
    }

    @Test func viewStateAndPushedLinksComeBack() throws {
        let old = ViewGraph(RestoredLibrary())
        old.tap("Type")
        old.tap("Tab")
        try tapLink("Reading room", in: old)
        old.tap("Enter")
        old.tap("Enter")
        try tapLink("Atlas", in: old)
        let record = try #require(old.restorationRecord(includingViewState: true))

        let restored = ViewGraph(RestoredLibrary())
        #expect(!restored.texts.contains("Atlas page"))
        let applied = try restored.restore(fromRecord: record, includingViewState: true)
        #expect(applied >= 5)
        let stack = try #require(restored.allElements.first { $0.role == .navigationStack })
        #expect(stack["depth"] == "2")
        #expect(restored.texts.contains("query river"))
        #expect(restored.texts.contains("tab 2"))
        #expect(restored.texts.contains("visitors 2"))
        #expect(restored.texts.contains("Atlas page"))
    }

    @Test func aPushedValueComesBack() throws {
        let old = ViewGraph(RestoredLibrary())
        try tapLink("Shelf seven", in: old)
        #expect(old.texts.contains("shelf 7"))
        let record = try #require(old.restorationRecord(includingViewState: true))
        let restored = ViewGraph(RestoredLibrary())
        try restored.restore(fromRecord: record, includingViewState: true)
        #expect(restored.texts.contains("shelf 7"))
    }

    @Test func aSheetComesBackWithItsState() throws {
        let old = ViewGraph(RestoredLibrary())
        old.tap("Sheet")
        old.tap("Longer")
        #expect(old.texts.contains("days 28"))
        let record = try #require(old.restorationRecord(includingViewState: true))
        let restored = ViewGraph(RestoredLibrary())
        #expect(!restored.texts.contains("days 28"))
        try restored.restore(fromRecord: record, includingViewState: true)
        #expect(restored.texts.contains("days 28"))
    }

    @Test func withoutViewStateOnlySceneStorageComesBack() throws {
        let old = ViewGraph(RestoredLibrary())
        old.tap("Type")
        old.tap("Tab")
        let record = try #require(old.restorationRecord(includingViewState: false))
        #expect(!record.contains("river"))
        let restored = ViewGraph(RestoredLibrary())
        // Even a record that has views' state restores only scene storage.
        try restored.restore(fromRecord: try #require(old.restorationRecord(includingViewState: true)), includingViewState: false)
        #expect(restored.texts.contains("tab 2"))
        #expect(restored.texts.contains("query "))
        #expect(!restored.texts.contains("query river"))
    }

    @Test func rawValuesAndOptionalsComeBack() throws {
        let old = ViewGraph(Corridors())
        old.tap("South")
        let record = try #require(old.restorationRecord(includingViewState: true))
        #expect(record.contains(#""south""#))
        let restored = ViewGraph(Corridors())
        try restored.restore(fromRecord: record, includingViewState: true)
        #expect(restored.texts.contains("wing south south south"))

        // nil is a value too: a selection cleared stays cleared.
        old.tap("Leave")
        let cleared = try #require(old.restorationRecord(includingViewState: true))
        let again = ViewGraph(Corridors())
        try again.restore(fromRecord: cleared, includingViewState: true)
        #expect(again.texts.contains("wing none south south"))
    }

    @Test func aBoundPathInAnObjectComesBack() throws {
        let old = ViewGraph(RoutedHalls())
        old.tap("Go south")
        #expect(old.texts.contains("hall south"))
        let record = try #require(old.restorationRecord(includingViewState: true))
        let restored = ViewGraph(RoutedHalls())
        #expect(!restored.texts.contains("hall south"))
        try restored.restore(fromRecord: record, includingViewState: true)
        #expect(restored.texts.contains("hall south"))
    }

    @Test func aTabViewsOwnSelectionComesBack() throws {
        let old = ViewGraph(Wings())
        let tabs = try #require(old.allElements.first { $0.role == .tabView })
        #expect(tabs["selection"] == "0")
        old.send(.select(1), to: tabs.id)
        #expect(tabs["selection"] == "1")
        let record = try #require(old.restorationRecord(includingViewState: true))
        let restored = ViewGraph(Wings())
        try restored.restore(fromRecord: record, includingViewState: true)
        #expect(restored.allElements.first { $0.role == .tabView }?["selection"] == "1")
    }

    @Test func anUntouchedWindowHasNoRecord() {
        #expect(ViewGraph(RestoredCount()).restorationRecord(includingViewState: true) == nil)
    }

    @Test func stateOfAnotherTypeIsSkipped() throws {
        let old = ViewGraph(RestoredCount())
        old.tap("Add")
        let record = try #require(old.restorationRecord(includingViewState: true))
        // The same place now holds a view whose state is a string: the
        // number does not decode as one, and the default stays.
        let renamed = record.replacingOccurrences(of: "RestoredCount", with: "RestoredCaption")
        let restored = ViewGraph(RestoredCaption())
        #expect(try restored.restore(fromRecord: renamed, includingViewState: true) == 0)
        #expect(restored.texts == ["label none"])
    }

    @Test func malformedRecordsThrow() {
        let graph = ViewGraph(RestoredCount())
        for text in ["", "[]", #"{"v":99}"#, #"{"v":1,"scene":3}"#, #"{"v":1,"views":[]}"#] {
            #expect(throws: WindowRestorationError.self) { try graph.restore(fromRecord: text, includingViewState: true) }
        }
        #expect(graph.texts.contains("count 0"))
    }
}
