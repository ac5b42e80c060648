import Foundation
import Testing
@testable import ObservatoryWeb

@MainActor
@Suite("HTML renderer")
struct HTMLRendererTests {
    func html<V: View>(_ view: V) -> String {
        HTMLRenderer.html(ViewGraph(view).rootElement)
    }

    func dom<V: View>(_ view: V) throws -> DOMNode {
        try #require(try DOMNode.parse(html(view)).first)
    }

    @Test func counterGolden() {
        #expect(html(CounterView()) == """
            <div data-oid="0" class="o-root"><div data-oid="1" class="o-stack o-v o-ha-center">\
            <span data-oid="2" class="o-text">Count: 0</span>\
            <button data-oid="3" type="button" class="o-button"><span data-oid="4" class="o-text">Increment</span></button>\
            </div></div>
            """)
    }

    @Test func styledTextGolden() {
        let view = Text("Hi").font(.largeTitle).fontWeight(.bold).foregroundStyle(.red).padding(8)
        #expect(html(view) == """
            <div data-oid="0" class="o-root"><div data-oid="1" class="o-mod o-m-padding" style="padding:8px 8px 8px 8px">\
            <span data-oid="2" class="o-text o-f-largeTitle o-w-bold" style="color:var(--o-red)">Hi</span></div></div>
            """)
    }

    @Test func toggleIsASwitchInsideItsLabel() {
        struct V: View {
            @State var on = true
            var body: some View { Toggle("Wi-Fi", isOn: $on) }
        }
        #expect(html(V()) == """
            <div data-oid="0" class="o-root"><label data-oid="1" class="o-toggle">\
            <span class="o-toggle-label" data-p="c"><span data-oid="2" class="o-text">Wi-Fi</span></span>\
            <input type="checkbox" role="switch" data-p="i" checked></label></div>
            """)
    }

    /// A tint is marked by a class, which CSS keys on: not by the style
    /// attribute, which browser tools add (and leave empty) on their own.
    @Test func aTintedSwitchOrButtonIsMarkedByAClass() throws {
        struct V: View {
            @State var on = true
            var body: some View {
                Toggle("Plain", isOn: $on)
                Toggle("Tinted", isOn: $on).tint(.orange)
                Button("Plain") {}
                Button("Tinted") {}.tint(.orange)
            }
        }
        let root = try dom(V())
        let switches = root.all { $0.tag == "input" }
        #expect(switches.map { $0.attributes["class"] } == [nil, "o-tinted"])
        #expect(switches[1].attributes["style"]?.hasPrefix("--o-tint:") == true)
        let buttons = root.all { $0.tag == "button" }
        #expect(buttons.map { $0.attributes["class"]?.contains("o-tinted") == true } == [false, true])
    }

    @Test func formControls() throws {
        let root = try dom(ProfileForm(profile: Profile()))
        let form = try #require(root.first { $0.tag == "form" })
        #expect(form.attributes["method"] == "dialog")  // Enter never navigates
        let section = try #require(root.first { $0.tag == "section" })
        let header = try #require(section.first { $0.attributes["data-p"] == "h" })
        #expect(header.textContent == "Account")
        #expect(header.attributes["role"] == "heading")
        let footer = try #require(section.first { $0.attributes["data-p"] == "f" })
        #expect(footer.textContent == "Visible to friends")
        // Rows are list items of the section's list.
        let rows = try #require(section.first { $0.tag == "ul" })
        #expect(rows.elementChildren.allSatisfy { $0.tag == "li" && $0.attributes["data-oid"] != nil })
        // A text field: an input with an accessible label and a placeholder.
        let name = try #require(root.first { $0.tag == "input" && $0.attributes["placeholder"] == "Name" })
        #expect(name.attributes["type"] == "text")
        #expect(name.parent?.tag == "label")
        #expect(name.parent?.first { $0.attributes["data-p"] == "l" }?.textContent == "Name")
        // A vertical field is a textarea.
        #expect(root.first { $0.tag == "textarea" && $0.attributes["placeholder"] == "Notes" } != nil)
        // Menu picker: a select with options valued by index, the selection selected.
        let select = try #require(root.first { $0.tag == "select" })
        let options = select.elementChildren
        #expect(options.map { $0.attributes["value"] } == ["0", "1"])
        #expect(options.map { $0.attributes["selected"] != nil } == [true, false])
        #expect(options.map(\.textContent) == ["Vanilla", "Chocolate"])
        // Segmented picker: a radio group.
        let group = try #require(root.first { $0.attributes["role"] == "radiogroup" })
        let radios = group.all { $0.tag == "input" }
        #expect(radios.map { $0.attributes["type"] } == ["radio", "radio"])
        #expect(Set(radios.compactMap { $0.attributes["name"] }).count == 1)
        #expect(radios.map { $0.attributes["checked"] != nil } == [true, false])
        // Stepper: two buttons and an output; at the lower bound − is disabled.
        let stepper = try #require(root.first { $0.attributes["class"] == "o-stepper" })
        let buttons = stepper.all { $0.tag == "button" }
        #expect(buttons.map { $0.attributes["data-a"] } == ["decrement", "increment"])
        #expect(buttons.map { $0.attributes["disabled"] != nil } == [true, false])
        #expect(stepper.first { $0.tag == "output" }?.textContent == "1")
        #expect(Shells.stepperValue(0.65 + 0.05) == "0.7", "no binary-fraction noise")
        #expect(Shells.stepperValue(-3) == "-3")
        // Slider: a range input.
        let range = try #require(root.first { $0.attributes["type"] == "range" })
        #expect(range.attributes["min"] == "0")
        #expect(range.attributes["max"] == "1")
        #expect(range.attributes["value"] == "0.5")
    }

    @Test func navigationStackShowsOnlyTheTopScreen() throws {
        let graph = ViewGraph(NavigationRoot())
        let link = try #require(graph.rootElement.descendants().first { $0.role == .navigationLink })
        graph.send(.tap, to: link.id)
        let root = try #require(try DOMNode.parse(HTMLRenderer.html(graph.rootElement)).first)
        let stack = try #require(root.first { $0.attributes["class"]?.hasPrefix("o-nav") == true })
        #expect(stack.attributes["data-depth"] == "1")
        let screens = stack.elementChildren
        #expect(screens.count == 2)
        #expect(screens.map { $0.attributes["hidden"] != nil } == [true, false])
        #expect(screens.map { $0.first { $0.tag == "h1" }?.textContent } == ["Home", "Detail"])
        // The back button shows on pushed screens only.
        let backs = screens.map { $0.first { $0.attributes["data-a"] == "pop" } }
        #expect(backs.map { $0?.attributes["hidden"] != nil } == [true, false])
        // Links are anchors acting as buttons.
        let anchor = try #require(root.first { $0.tag == "a" })
        #expect(anchor.attributes["href"] == "#")
        #expect(anchor.attributes["class"] == "o-link")
    }

    @Test func listsAreULsOfLIsWithDeleteControls() throws {
        let root = try dom(HabitList(store: HabitStore(count: 3)))
        let list = try #require(root.first { $0.tag == "ul" })
        #expect(list.elementChildren.count == 3)
        for row in list.elementChildren {
            #expect(row.tag == "li")
            #expect(row.first { $0.attributes["data-a"] == "delete" }?.tag == "button")
            let image = try #require(row.first { $0.attributes["role"] == "img" })
            #expect(image.attributes["aria-label"] == "circle")
            #expect(image.first { $0.tag == "use" }?.attributes["href"] == "#circle")
        }
    }

    @Test func progressImageLabelAndShapes() throws {
        let view = VStack {
            ProgressView(value: 0.25)
            ProgressView()
            Label("Inbox", systemImage: "tray")
            Image(systemName: "no.such.symbol")
            RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 40, height: 30)
            Circle()
            Divider()
            Spacer(minLength: 10)
        }
        let root = try dom(view)
        let bars = root.all { $0.tag == "progress" }
        #expect(bars.map { $0.attributes["value"] } == ["0.25"])
        // Unknown progress spins, as on iOS.
        #expect(root.all { $0.attributes["class"] == "o-spinner" && $0.attributes["role"] == "progressbar" }.count == 1)
        let label = try #require(root.first { $0.attributes["class"] == "o-labelview" })
        #expect(label.textContent == "Inbox")
        #expect(label.first { $0.tag == "use" }?.attributes["href"] == "#inbox", "the tray icon")
        let unknown = try #require(root.first { $0.attributes["aria-label"] == "no such symbol" })
        #expect(unknown.textContent == "no.such.symbol")
        let rounded = try #require(root.first { $0.attributes["class"]?.contains("o-shape-roundedRectangle") == true })
        let roundedFill = try #require(rounded.first { $0.tag == "rect" })
        #expect(roundedFill.attributes["style"] == "x:0px;y:0px;width:100%;height:100%;rx:12px;fill:var(--o-blue);stroke:none")
        #expect(rounded.first { $0.tag == "svg" }?.attributes["class"] == "o-svg", "shapes draw as SVG")
        #expect(rounded.parent?.attributes["style"] == "width:40px;height:30px")
        #expect(root.first { $0.tag == "hr" } != nil)
        #expect(root.first { $0.attributes["class"] == "o-spacer" }?.attributes["style"] == "--o-min:10px")
    }

    @Test func disabledControlsAreDisabled() throws {
        let view = VStack {
            Button("Go") {}
            TextField("Name", text: .constant(""))
        }
        .disabled(true)
        let root = try dom(view)
        #expect(root.first { $0.tag == "button" }?.attributes["disabled"] != nil)
        #expect(root.first { $0.tag == "input" }?.attributes["disabled"] != nil)
    }

    @Test func keyboardTypesMapToInputKinds() throws {
        let view = VStack {
            TextField("Mail", text: .constant("")).keyboardType(.emailAddress)
            TextField("Phone", text: .constant("")).keyboardType(.phonePad)
            TextField("Count", text: .constant("")).keyboardType(.numberPad)
            SecureField("Password", text: .constant(""))
        }
        let inputs = try dom(view).all { $0.tag == "input" }
        #expect(inputs.map { $0.attributes["type"] } == ["text", "tel", "text", "password"])
        #expect(inputs.map { $0.attributes["inputmode"] } == ["email", nil, "numeric", nil])
    }

    @Test func renderHTMLCarriesTheWindowIdentity() throws {
        let window = WebWindow(graph: ViewGraph(CounterView()), id: "abc\"<", token: "t&k")
        let html = window.renderHTML()
        #expect(html.hasPrefix("<div id=\"observatory\" data-window=\"abc&quot;&lt;\" data-token=\"t&amp;k\" data-seq=\"0\">"))
        let page = try MiniPage(html: html)
        #expect(page.host.attributes["data-window"] == "abc\"<")
    }
}
