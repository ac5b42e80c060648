import Foundation
import Testing
@testable import ObservatoryWeb

enum Shade: String, Hashable, CaseIterable { case light, dark }

@Observable final class Settings {
    var shade = Shade.light
    var due = Date(timeIntervalSince1970: 1_700_000_000)
    var title = "Inbox"
    var rows = ["one", "two"]
}

struct KitchenSink: View {
    @Bindable var settings: Settings
    var body: some View {
        NavigationSplitView {
            List {
                Section("Values") {
                    LabeledContent("Key", value: "Value")
                    LabeledContent { Text("content") } label: { Text("custom label") }
                    ForEach(settings.rows, id: \.self) { row in Text(row) }
                }
                Picker("Shade", selection: $settings.shade) {
                    ForEach(Shade.allCases, id: \.self) { shade in
                        Label(shade.rawValue, systemImage: "circle").tag(shade)
                    }
                }
                .pickerStyle(.menu)
                DatePicker("Due", selection: $settings.due, displayedComponents: .date)
            }
            .navigationTitle(settings.title)
        } detail: {
            ScrollView {
                ZStack(alignment: .topLeading) {
                    Color.blue.opacity(0.5)
                    Text("Overlay").padding(.horizontal, 4)
                }
                .frame(maxWidth: .infinity, minHeight: 44)
                .background(.regularMaterial, in: Capsule())
            }
        }
    }
}

@MainActor
@Suite("Structure")
struct StructureTests {
    /// Every element of the tree is exactly one DOM node's `data-oid`,
    /// except the contents of a `<select>`'s options (their text is the option's).
    func expectOneNodePerElement(_ harness: Harness, sourceLocation: SourceLocation = #_sourceLocation) {
        var opaque: Set<Int> = []
        for element in harness.root.descendants() where element.role == .option && element.parent?["style"] != "segmented" {
            for inner in element.descendants().dropFirst() { opaque.insert(inner.id.rawValue) }
        }
        let expected = harness.root.descendants().map(\.id.rawValue).filter { !opaque.contains($0) }.sorted()
        let found = harness.page.host.all { $0.attributes["data-oid"] != nil }.map { Int($0.attributes["data-oid"]!)! }
        #expect(found.sorted() == expected, sourceLocation: sourceLocation)
    }

    @Test func everyElementHasOneNode() throws {
        let harness = try Harness(KitchenSink(settings: Settings()))
        expectOneNodePerElement(harness)
        let root = harness.page.host
        // A menu picker's custom options show their text.
        let options = root.all { $0.tag == "option" }
        #expect(options.map(\.textContent) == ["light", "dark"])
        // A date-only picker is a date input.
        #expect(root.first { $0.attributes["type"] == "date" } != nil)
        // Split view: two stacks, sidebar and detail.
        let stacks = root.all { $0.attributes["class"]?.hasPrefix("o-nav") == true }
        #expect(stacks.map { $0.attributes["class"] } == ["o-nav o-col-sidebar", "o-nav o-col-detail"])
        let zstack = try #require(root.first { $0.attributes["class"]?.contains("o-z") == true })
        #expect(zstack.attributes["class"] == "o-stack o-z o-ha-leading o-va-top")
        let frame = try #require(root.first { $0.attributes["class"]?.contains("o-m-frame") == true })
        #expect(frame.attributes["class"] == "o-mod o-m-frame o-fill-w")
        #expect(frame.attributes["style"] == "min-height:44px")
        let background = try #require(root.first { $0.attributes["class"]?.contains("o-m-background") == true })
        #expect(background.attributes["class"] == "o-mod o-m-background o-regularMaterial")
        #expect(background.attributes["style"] == "border-radius:9999px")
        let color = try #require(root.first { $0.attributes["class"]?.contains("o-shape") == true })
        #expect(color.first { $0.tag == "rect" }?.attributes["style"]
            == "x:0px;y:0px;width:100%;height:100%;fill:color-mix(in srgb, var(--o-blue) 50%, transparent);stroke:none")
        #expect(root.first { $0.attributes["class"] == "o-lc-label" && $0.textContent == "Key" } != nil)
        #expect(root.first { $0.attributes["class"] == "o-lc-value" && $0.textContent == "Value" } != nil)
    }

    @Test func aStructuralChangeNeedsARerender() throws {
        let graph = ViewGraph(KitchenSink(settings: Settings()))
        let picker = try #require(graph.rootElement.descendants().first { $0.role == .picker })
        let menu = Shells.shell(for: picker, attributes: picker.attributes, context: .plain)
        var segmented = picker.attributes
        segmented["style"] = "segmented"
        // select → radio group: no attribute patch can do that.
        #expect(ShellDiff.ops(from: menu, to: Shells.shell(for: picker, attributes: segmented, context: .plain),
                              id: picker.id.rawValue) == nil)
        var renamed = picker.attributes
        renamed["label"] = "Tone"
        #expect(ShellDiff.ops(from: menu, to: Shells.shell(for: picker, attributes: renamed, context: .plain),
                              id: picker.id.rawValue) == [.text(picker.id.rawValue, part: "l", "Tone")])
    }

    @Test func textInsideASelectOptionUpdatesTheOption() throws {
        struct Options: View {
            @Bindable var settings: Settings
            var body: some View {
                Picker("Folder", selection: $settings.shade) {
                    Label(settings.title, systemImage: "tray").tag(Shade.light)
                    Text("Other").tag(Shade.dark)
                }
            }
        }
        let settings = Settings()
        let harness = try Harness(Options(settings: settings))
        settings.title = "Archive"
        let frame = try #require(try harness.flush())
        #expect(try Harness.opKinds(frame) == ["h"])
        #expect(harness.page.host.all { $0.tag == "option" }.map(\.textContent) == ["Archive", "Other"])
        try harness.expectInSync()
    }

    @Test func titlesDatesAndSectionRowsPatch() throws {
        let settings = Settings()
        let harness = try Harness(KitchenSink(settings: settings))
        settings.title = "Archive"
        settings.rows.insert("zero", at: 0)
        settings.rows.removeLast()
        let frame = try #require(try harness.flush())
        #expect(Set(try Harness.opKinds(frame)) == ["t", "i", "r"])
        try harness.expectInSync()
        // A date typed in the page reaches the model, in the server's time zone.
        let picker = harness.element(.datePicker)
        try harness.send("input", to: picker, value: "\"2024-02-29\"")
        let day = Calendar.current.dateComponents([.year, .month, .day], from: settings.due)
        #expect([day.year, day.month, day.day] == [2024, 2, 29])
        try harness.expectInSync()
        // An emptied date field is ignored, not an error.
        let before = settings.due
        try harness.send("input", to: picker, value: "\"\"")
        #expect(settings.due == before)
    }
}
