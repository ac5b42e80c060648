import Foundation
import Testing
@testable import ObservatoryWeb

/// How the page shows the built-in styles of progress views, toggles, forms,
/// menus and date pickers, and `.fontDesign`.
@MainActor
@Suite("Progress, toggle, form, menu and date picker styles on the page")
struct StyleModifiersRenderingTests {
    @Observable final class Settings {
        var isOn = false
        var date = Date(timeIntervalSince1970: 0)
    }

    /// The page's markup without element ids.
    func markup<V: View>(_ view: V) -> String {
        HTMLRenderer.html(ViewGraph(view).rootElement)
            .replacingOccurrences(of: #" data-oid="\d+""#, with: "", options: .regularExpression)
    }

    @Test func unknownProgressSpinsUnlessLinear() {
        #expect(markup(ProgressView()).contains("<div class=\"o-progress o-progress-circular\">"))
        // Named for assistive technology, as VoiceOver reads "In progress".
        #expect(markup(ProgressView()).contains(
            "<span class=\"o-spinner\" role=\"progressbar\" data-p=\"b\" aria-label=\"In progress\"></span>"))
        let linear = markup(ProgressView().progressViewStyle(.linear))
        #expect(linear.contains("<progress data-p=\"b\"></progress>"), "\(linear)")
        let circular = markup(ProgressView(value: 0.5).progressViewStyle(.circular).tint(.orange))
        #expect(circular.contains("class=\"o-spinner o-tinted\" role=\"progressbar\""), "\(circular)")
        let bar = markup(ProgressView(value: 0.5))
        #expect(bar.contains("<progress data-p=\"b\" value=\"0.5\" max=\"1\"></progress>"), "\(bar)")
    }

    @Test func togglesTakeTheirStyle() {
        let settings = Settings()
        let html = markup(VStack {
            Toggle("Switch", isOn: Bindable(settings).isOn)
            Toggle("Bold", isOn: Bindable(settings).isOn).toggleStyle(.button)
            Toggle("Agree", isOn: Bindable(settings).isOn).toggleStyle(.checkbox)
            Toggle("Plain switch", isOn: Bindable(settings).isOn).toggleStyle(.switch)
        })
        let toggles = html.components(separatedBy: "<label class=\"o-toggle").dropFirst()
        #expect(toggles.count == 4)
        let roles = toggles.map { $0.contains("role=\"switch\"") }
        #expect(roles == [true, false, false, true], "a switch is a switch; a button or a check box is a check box")
        #expect(html.contains("<label class=\"o-toggle o-ts-button\">"))
        #expect(html.contains("<label class=\"o-toggle o-ts-checkbox\">"))
    }

    struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(4).opacity(configuration.isPressed ? 0.5 : 1)
        }
    }

    struct Wrapping: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { Text("around"); Button(configuration) }
        }
    }

    struct Check: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button { configuration.isOn.toggle() } label: { configuration.label }
        }
    }

    @Test func customStylesDrawInsideTheControlsElement() {
        let settings = Settings()
        let pill = markup(Button("Save") {}.buttonStyle(Pill()))
        #expect(pill.contains("<div class=\"o-root\"><button type=\"button\" class=\"o-button o-bs-custom\"><div class=\"o-mod o-gesture o-g-press\" data-g=\"press\""), "\(pill)")
        let wrapped = markup(Button("Go") {}.buttonStyle(Wrapping()))
        #expect(wrapped.contains("<div class=\"o-root\"><span class=\"o-button-primitive\">"), "\(wrapped)")
        #expect(wrapped.components(separatedBy: "<button").count == 2, "one button, not a button in a button: \(wrapped)")
        let toggle = markup(Toggle("Done", isOn: Bindable(settings).isOn).toggleStyle(Check()))
        #expect(toggle.contains("<div class=\"o-root\"><div class=\"o-toggle-custom\"><button"), "\(toggle)")
        #expect(!toggle.contains("checkbox"), "the style draws the toggle: \(toggle)")
    }

    struct SchemeReader: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text(scheme == .dark ? "reads dark" : "reads light") }
    }

    @Test func aSubtreeTakesItsOwnColorScheme() {
        let page = markup(VStack { SchemeReader(); SchemeReader().colorScheme(.dark) })
        #expect(page.contains("<div class=\"o-mod o-m-colorScheme\" data-o-scheme=\"dark\"><span class=\"o-text\">reads dark</span></div>"), "\(page)")
        #expect(page.contains("<span class=\"o-text\">reads light</span>"))
    }

    @Test func formsMenusAndDatePickersNameTheirStyle() {
        let settings = Settings()
        #expect(markup(Form { Text("Row") }.formStyle(.columns)).contains("<form class=\"o-form o-fs-columns\""))
        #expect(markup(Form { Text("Row") }.formStyle(.grouped)).contains("<form class=\"o-form\""))
        let menu = markup(Menu("Sort") { Button("Name") {} }.menuStyle(.button))
        #expect(menu.contains("class=\"o-menu-label o-ms-button\""), "\(menu)")
        #expect(!markup(Menu("Sort") { Button("Name") {} }.menuStyle(.borderlessButton)).contains("o-ms-button"))
        let graph = ViewGraph(DatePicker("Day", selection: Bindable(settings).date).datePickerStyle(.graphical))
        #expect(graph.rootElement.textTree().contains("datePickerStyle=graphical"))
    }

    @Test func fontDesignReachesTextsAndOverridesTheFont() {
        let tree = ViewGraph(VStack {
            Text("Rounded")
            Text("Serif").fontDesign(.serif)
            Group { Text("Mono") }.font(.system(size: 12, design: .monospaced))
        }.fontDesign(.rounded)).rootElement.textTree()
        #expect(tree.contains("text \"Rounded\" design=rounded"), "\(tree)")
        #expect(tree.contains("text \"Serif\""))
        #expect(tree.contains("design=serif"))
        // The environment's design wins over the design of the environment's font.
        #expect(tree.contains("text \"Mono\" design=rounded"))
    }
}

/// `.minimumScaleFactor`: the page gets the factor; the script scales the text.
@MainActor
@Suite("Minimum scale factor on the page")
struct MinimumScaleFactorRenderingTests {
    @Test func aTextCarriesItsFactor() {
        let html = HTMLRenderer.html(ViewGraph(VStack {
            Text("Shrinks").lineLimit(1).minimumScaleFactor(0.5)
            Text("Clamped").minimumScaleFactor(-3)
            Text("Full size").minimumScaleFactor(1)
        }).rootElement)
        #expect(html.contains("data-msf=\"0.5\">Shrinks"), "\(html)")
        #expect(html.contains("data-msf=\"0.01\">Clamped"), "a factor below 0 is the smallest one")
        #expect(!html.contains("data-msf=\"1\""), "1 is no scaling")
    }

    @Test func onlyAFractionReachesThePage() {
        #expect(Shells.scaleFactor("0.25") == "0.25")
        for refused in ["1", "0", "-1", "2", "abc", "", "0.5;x", "nan"] {
            #expect(Shells.scaleFactor(refused) == nil, "\(refused)")
        }
        #expect(Shells.scaleFactor(nil) == nil)
    }
}
