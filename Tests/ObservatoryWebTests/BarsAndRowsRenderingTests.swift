import Foundation
import Testing
@testable import ObservatoryUI
@testable import ObservatoryWeb

/// What makes a served screen read as an iPhone's: toolbars in the bar of
/// their screen wherever `.toolbar` sits, a sheet's bar its own, links drawn
/// by their button style, pickers inline in menus, and Label icons as
/// decoration. (The page's layout of these is checked in Chromium by the
/// Gallery's Toolbars screen.)
@MainActor
@Suite("Bars and rows")
struct BarsAndRowsRenderingTests {
    private struct Library: View {
        @State private var query = ""
        @State private var adding = false
        var body: some View {
            NavigationStack {
                List { Text("Dune") }
                    .navigationTitle("Books")
                    .searchable(text: $query)
                    .toolbar {
                        Button { adding = true } label: { Label("Add Book", systemImage: "plus") }
                    }
                    .sheet(isPresented: $adding) {
                        Text("No stack here")
                            .navigationTitle("Not the screen's")
                            .toolbar { Button("Loose") {} }
                    }
            }
        }
    }

    @Test func aToolbarUnderSearchableAndAPresenterBelongsToItsScreensBar() throws {
        let harness = try Harness(Library())
        let screen = try #require(harness.page.host.first { $0.classList.contains("o-screen") })
        #expect(screen.classList.contains("o-has-toolbar"))
        let host = try #require(screen.first { $0.classList.contains("o-toolbar-host") })
        #expect(host.classList.contains("o-in-bar"))
        // The searchable and the sheet's presenter are around it: it is not a
        // direct child of the screen's body, and it need not be.
        #expect(host.parent?.classList.contains("o-screen-body") == false)
    }

    @Test func aSheetWithoutAStackTitlesNothingAndKeepsItsToolbarInItsContent() throws {
        let harness = try Harness(Library())
        try harness.send("tap", to: harness.element(.button, text: "Add Book"))
        let title = try #require(harness.page.host.first { $0.classList.contains("o-title") })
        #expect(title.textContent == "Books")
        let hosts = harness.page.host.all { $0.classList.contains("o-toolbar-host") }
        #expect(hosts.count == 2)
        #expect(hosts.filter { $0.classList.contains("o-in-bar") }.count == 1, "the sheet's toolbar is not in a bar")
    }

    @Test func aLabelsIconIsDecorationItsTitleNamesIt() throws {
        let harness = try Harness(Library())
        let icon = try #require(harness.page.host.first { $0.classList.contains("o-slot-icon") })
        #expect(icon.attributes["aria-hidden"] == "true")
        let title = try #require(harness.page.host.first { $0.classList.contains("o-slot-title") })
        #expect(title.attributes["aria-hidden"] == nil)
        #expect(title.textContent == "Add Book")
    }

    private struct StyledLinks: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Plain") { Text("A") }.buttonStyle(.plain)
                    NavigationLink("Prominent") { Text("B") }.buttonStyle(.borderedProminent).tint(.green)
                    NavigationLink("Default") { Text("C") }
                }
            }
        }
    }

    @Test func aNavigationLinkIsDrawnByTheButtonStyleInEffect() throws {
        let harness = try Harness(StyledLinks())
        let links = harness.page.host.all { $0.classList.contains("o-link") }
        #expect(links.map(\.classList) == [
            ["o-link", "o-bs-plain"], ["o-link", "o-bs-borderedProminent", "o-tinted"], ["o-link"],
        ])
        #expect(links[1].attributes["style"]?.contains("--o-tint:var(--o-green)") == true)
    }

    private struct SortMenu: View {
        @State private var order = "Title"
        var body: some View {
            VStack {
                Menu("Sort") {
                    Picker("Sort", selection: $order) {
                        Text("Title").tag("Title")
                        Text("Date").tag("Date")
                    }
                    Button("Reset") { order = "Title" }
                }
                Picker("Outside", selection: $order) {
                    Text("Title").tag("Title")
                    Text("Date").tag("Date")
                }
                Text("Order: \(order)")
            }
        }
    }

    @Test func aPickerInAMenuShowsItsOptionsInlineAndOneOutsideStaysAMenu() throws {
        let harness = try Harness(SortMenu())
        let pickers = harness.page.host.all { $0.classList.contains("o-picker") }
        #expect(pickers.count == 2)
        #expect(pickers[0].tag == "fieldset" && pickers[0].classList.contains("o-inline-picker"))
        #expect(pickers[0].all { $0.attributes["type"] == "radio" }.count == 2)
        #expect(pickers[1].first { $0.tag == "select" } != nil)
        // Choosing an option of the inline one selects it.
        let inMenu = try #require(harness.root.descendants().first { $0.role == .picker })
        try harness.send("select", to: inMenu, value: "1")
        #expect(harness.page.canonical.contains("Order: Date"))
    }
}

/// Markup that assistive technology needs from the renderer itself (the
/// browser tests run axe-core over every screen).
@MainActor
@Suite("Accessible markup")
struct AccessibleMarkupTests {
    private struct Tabs: View {
        @State private var tab = 0
        var body: some View {
            TabView(selection: $tab) {
                Text("One").tabItem { Label("One", systemImage: "1.circle") }.tag(0)
                Text("Two").tabItem { Label("Two", systemImage: "2.circle") }.tag(1)
            }
        }
    }

    @Test func aTabBarsButtonsAreOwnedByATabList() throws {
        let harness = try Harness(Tabs())
        let tabs = harness.page.host.all { $0.attributes["role"] == "tab" }
        #expect(tabs.count == 2)
        let ids = tabs.compactMap { $0.attributes["id"] }
        #expect(ids.count == 2 && Set(ids).count == 2)
        let list = try #require(harness.page.host.first { $0.attributes["role"] == "tablist" })
        #expect(list.attributes["aria-owns"] == ids.joined(separator: " "))
    }

    private struct Editor: View {
        @State private var notes = ""
        @State private var name = ""
        var body: some View {
            VStack {
                TextEditor(text: $notes).border(.teal).accessibilityLabel("Notes")
                TextField("Name", text: $name).accessibilityLabel("Full name")
            }
        }
    }

    @Test func aFieldWithoutATitleIsNamedByTheAccessibilityLabelAroundIt() throws {
        let harness = try Harness(Editor())
        let editor = try #require(harness.page.host.first { $0.tag == "textarea" })
        #expect(editor.attributes["aria-label"] == "Notes")
        // A field with a title of its own keeps it (its label names it).
        let field = try #require(harness.page.host.first { $0.tag == "input" })
        #expect(field.attributes["aria-label"] == nil)
    }

    private struct Times: View {
        @State private var one: String?
        @State private var many: Set<String> = []
        var body: some View {
            VStack {
                List(["A", "B"], id: \.self, selection: $one) { Text($0) }
                List(["C", "D"], id: \.self, selection: $many) { Text($0) }
            }
        }
    }

    @Test func selectableRowsAreRadioButtonsOrCheckBoxes() throws {
        let harness = try Harness(Times())
        let rows = harness.page.host.all { $0.classList.contains("o-selectable") }
        #expect(rows.map { $0.attributes["role"] ?? "" } == ["radio", "radio", "checkbox", "checkbox"])
        #expect(rows.allSatisfy { $0.attributes["aria-checked"] == "false" && $0.attributes["aria-selected"] == nil })
    }

    @Test func aGridIsLayoutWithoutTableRoles() throws {
        let harness = try Harness(Grid { GridRow { Text("a"); Text("b") } })
        let row = try #require(harness.page.host.first { $0.classList.contains("o-gridrow") })
        #expect(row.attributes["role"] == nil)
    }
}
