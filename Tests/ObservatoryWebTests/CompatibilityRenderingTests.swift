import Foundation
import Testing
@testable import ObservatoryWeb

/// The API older and smaller apps use: NavigationView and its bar items,
/// presentationMode, control sizes, scroll bounce, accessibility.
@MainActor
@Suite("Compatibility API in the page")
struct CompatibilityRenderingTests {
    private func nodes<V: View>(_ view: V) throws -> [DOMNode] {
        let root = try #require(try DOMNode.parse(HTMLRenderer.html(ViewGraph(view).rootElement)).first)
        var nodes: [DOMNode] = []
        func visit(_ node: DOMNode) { nodes.append(node); node.elementChildren.forEach(visit) }
        visit(root)
        return nodes
    }

    private struct Detail: View {
        @Environment(\.presentationMode) var presentationMode
        var body: some View {
            VStack {
                Text(presentationMode.wrappedValue.isPresented ? "presented" : "root")
                Button("Close") { presentationMode.wrappedValue.dismiss() }
            }
        }
    }

    private struct Old: View {
        var body: some View {
            NavigationView {
                VStack {
                    Detail()
                    NavigationLink("Open", destination: Detail())
                }
                .navigationBarTitle("Items", displayMode: .inline)
                .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") {})
            }
            .navigationViewStyle(.stack)
        }
    }

    @Test func navigationViewIsAStackWithBarItemsAndPresentationMode() throws {
        let harness = try Harness(Old())
        let page = harness.page.canonical
        #expect(page.contains("class=\"o-nav\""), "a navigation stack")
        #expect(page.contains(">Items<"))
        #expect(page.contains(">root<"), "the root screen is not presented")
        for label in ["Edit", "Add"] {
            #expect(harness.root.descendants().contains { $0.role == .slot && $0.descendants().contains { $0["text"] == label } },
                    "\(label) is a toolbar item")
        }
        try harness.send("tap", to: harness.element(.navigationLink, text: "Open"))
        #expect(harness.page.canonical.contains(">presented<"))
        let close = harness.root.descendants().filter { $0.role == .button && $0.descendants().contains { $0["text"] == "Close" } }.last!
        try harness.send("tap", to: close)
        #expect(!harness.page.canonical.contains(">presented<"), "dismiss() popped the screen")
    }

    @Test func controlSizeAndScrollBounceReachThePage() throws {
        let all = try nodes(ScrollView {
            Button("Big") {}.buttonStyle(.borderedProminent).controlSize(.large)
            Button("Plain") {}
        }.scrollBounceBehavior(.basedOnSize))
        let big = try #require(all.first { $0.tag == "button" && $0.textContent == "Big" })
        #expect(big.attributes["class"]?.contains("o-cs-large") == true)
        let plain = try #require(all.first { $0.tag == "button" && $0.textContent == "Plain" })
        #expect(plain.attributes["class"]?.contains("o-cs-") == false)
        #expect(all.contains { $0.attributes["class"]?.contains("o-bounce-size") == true })
    }

    @Test func accessibilityModifiersBecomeARIA() throws {
        let all = try nodes(VStack {
            Image(systemName: "star").accessibilityLabel("Favorite")
            Text("Title").accessibilityAddTraits(.isHeader)
            Text("Decoration").accessibilityHidden(true)
            HStack { Text("3"); Text("days") }.accessibilityElement(children: .combine).accessibilityHint("Your streak")
            Text("Row").accessibilityIdentifier("row-1")
            Text("Mark").accessibilityAddTraits(.isSelected)
        })
        let aria = { (name: String, value: String) in all.contains { $0.attributes[name] == value } }
        #expect(aria("aria-label", "Favorite"))
        #expect(all.contains { $0.attributes["role"] == "heading" && $0.attributes["aria-level"] == "2" && $0.textContent == "Title" })
        #expect(all.contains { $0.attributes["aria-hidden"] == "true" && $0.textContent == "Decoration" })
        #expect(aria("aria-description", "Your streak"))
        #expect(all.contains { $0.attributes["role"] == "group" && $0.textContent.contains("days") })
        #expect(aria("data-testid", "row-1"))
        #expect(aria("aria-selected", "true"))
    }

    private struct Notes: View {
        @State var notes = "first"
        var body: some View {
            VStack {
                TextEditor(text: $notes)
                Text("notes \(notes)")
            }
        }
    }

    @Test func textEditorIsATallTextAreaBoundToItsText() throws {
        let harness = try Harness(Notes())
        #expect(harness.page.canonical.contains("o-tfs-editor"))
        #expect(harness.page.canonical.contains("<textarea"))
        try harness.send("input", to: harness.element(.textField), value: "\"line one\\nline two\"")
        #expect(harness.page.canonical.contains("notes line one\nline two"))
    }

    @Test func borderIsALineInsideTheFrame() throws {
        let all = try nodes(Text("Framed").padding().border(.teal, width: 5))
        let border = try #require(all.first { $0.attributes["class"]?.contains("o-m-border") == true })
        #expect(border.attributes["style"]?.contains("box-shadow:inset 0 0 0 5px") == true, "\(border.attributes)")
    }

    private struct Subtitled: View {
        @State private var count = 1
        var body: some View {
            NavigationStack {
                Button("More") { count += 1 }
                    .navigationTitle("Quakes")
                    .navigationSubtitle("\(count) found")
            }
        }
    }

    @Test func navigationSubtitleShowsUnderTheTitleAndFollowsItsValue() throws {
        let harness = try Harness(Subtitled())
        #expect(harness.page.canonical.contains(#"<p class="o-subtitle">1 found</p>"#))
        try harness.send("tap", to: harness.element(.button, text: "More"))
        #expect(harness.page.canonical.contains(#"<p class="o-subtitle">2 found</p>"#))
        let plain = try Harness(NavigationStack { Text("Body").navigationTitle("Plain") })
        #expect(plain.page.canonical.contains(#"<p class="o-subtitle" hidden></p>"#))
    }
}
