import Foundation
import Testing
@testable import ObservatoryWeb

/// How the page shows `.allowsHitTesting`, `.labelsHidden`,
/// `.autocorrectionDisabled` and `.focusable`.
@MainActor
@Suite("Hit testing, hidden labels, autocorrection and focus on the page")
struct ControlModifiersRenderingTests {
    @Observable final class Form {
        var isOn = true
        var name = ""
        var count = 1
    }

    /// The page's markup without element ids.
    func markup(_ graph: ViewGraph) -> String {
        HTMLRenderer.html(graph.rootElement).replacingOccurrences(of: #" data-oid="\d+""#, with: "", options: .regularExpression)
    }

    @Test func aViewWithoutHitTestingLetsPointersThrough() {
        let html = markup(ViewGraph(VStack {
            Text("Decoration").allowsHitTesting(false)
            Text("Tappable").allowsHitTesting(true)
        }))
        #expect(html.contains("<div class=\"o-mod o-m-allowsHitTesting o-no-hit\"><span class=\"o-text\">Decoration"), "\(html)")
        #expect(html.contains("<div class=\"o-mod o-m-allowsHitTesting\"><span class=\"o-text\">Tappable"))
    }

    @Test func hiddenLabelsStayForScreenReaders() {
        let form = Form()
        let html = markup(ViewGraph(VStack {
            Toggle("Notifications", isOn: Bindable(form).isOn)
            Stepper("Count", value: Bindable(form).count)
        }.labelsHidden()))
        #expect(html.contains("<div class=\"o-mod o-m-labelsHidden\">"))
        // The label is still in the page, named by the control, for assistive technologies.
        #expect(html.contains("<span class=\"o-toggle-label\" data-p=\"c\"><span class=\"o-text\">Notifications</span>"))
        let style = StaticResource.bundled().first { $0.path.hasSuffix("style.css") }
        let css = style.map { String(decoding: $0.body, as: UTF8.self) }
        #expect(css?.contains(".o-m-labelsHidden :is(.o-toggle-label, .o-slider-label, .o-date-label, .o-picker-label, .o-stepper-label) { position: absolute;") == true)
    }

    @Test func autocorrectionCanBeTurnedOffForAField() {
        let form = Form()
        let html = markup(ViewGraph(VStack {
            TextField("User name", text: Bindable(form).name).autocorrectionDisabled()
            TextField("Notes", text: Bindable(form).name, axis: .vertical).disableAutocorrection(true)
            TextField("Title", text: Bindable(form).name)
            VStack {
                TextField("Again", text: Bindable(form).name).autocorrectionDisabled(false)
            }.autocorrectionDisabled()
        }))
        let fields = html.components(separatedBy: "<label class=\"o-field\">").dropFirst()
        let corrected = fields.map { !$0.contains("autocorrect=\"off\" spellcheck=\"false\"") }
        #expect(fields.count == 4, "\(html)")
        #expect(corrected == [false, false, true, true], "the closest modifier wins")
    }

    @Test func capitalizationReachesTheInput() {
        let form = Form()
        let html = markup(ViewGraph(VStack {
            TextField("Login", text: Bindable(form).name).textInputAutocapitalization(.never)
            TextField("Notes", text: Bindable(form).name, axis: .vertical).textInputAutocapitalization(.sentences)
            TextField("Title", text: Bindable(form).name)
        }))
        let fields = html.components(separatedBy: "<label class=\"o-field\">").dropFirst()
        #expect(fields.map { field in
            ["none", "sentences"].first { field.contains("autocapitalize=\"\($0)\"") } ?? "-"
        } == ["none", "sentences", "-"])
    }

    @Test func aFocusableViewIsATabStop() {
        let html = markup(ViewGraph(VStack {
            Text("Canvas").focusable()
            Text("Static").focusable(false)
        }))
        #expect(html.contains("<div class=\"o-mod o-m-focusable\" tabindex=\"0\"><span class=\"o-text\">Canvas"), "\(html)")
        #expect(html.contains("<div class=\"o-mod o-m-focusable\"><span class=\"o-text\">Static"))
    }
}

/// `.matchedGeometryEffect` on the page: the wrapper carries the key the
/// script pairs views by.
@MainActor
@Suite("Matched geometry on the page")
struct MatchedGeometryRenderingTests {
    struct Card: View {
        @Namespace var space
        var body: some View {
            VStack {
                Text("Frame").matchedGeometryEffect(id: "card", in: space)
                Text("Size").matchedGeometryEffect(id: "badge", in: space, properties: .size)
            }
        }
    }

    @Test func matchedViewsCarryTheirKey() {
        let html = HTMLRenderer.html(ViewGraph(Card()).rootElement)
        let keys = html.matches(of: /data-mge="([^"]+)"/).map { String($0.output.1) }
        #expect(keys.count == 2, "\(html)")
        #expect(keys[0].hasSuffix("|Swift.String|card") && keys[1].hasSuffix("|Swift.String|badge"))
        #expect(keys[0].split(separator: "|").first == keys[1].split(separator: "|").first, "one namespace")
        #expect(html.contains("data-mge-props=\"size\""))
        #expect(html.components(separatedBy: "data-mge-props").count == 2, "a frame is the default, not written")
    }
}

/// `.interactiveDismissDisabled` on the page: the class client.js looks for
/// before it dismisses a sheet.
@MainActor
@Suite("Interactive dismissal on the page")
struct InteractiveDismissRenderingTests {
    @Observable final class Presenter { var isPresented = true }

    @Test func aSheetThatHoldsOpenIsMarked() {
        let presenter = Presenter()
        let held = HTMLRenderer.html(ViewGraph(Text("Screen").sheet(isPresented: Bindable(presenter).isPresented) {
            Text("Unsaved").interactiveDismissDisabled()
        }).rootElement)
        #expect(held.contains("o-m-interactiveDismissDisabled o-idd"), "\(held)")
        let free = HTMLRenderer.html(ViewGraph(Text("Screen").sheet(isPresented: Bindable(presenter).isPresented) {
            Text("Saved").interactiveDismissDisabled(false)
        }).rootElement)
        #expect(free.contains("o-m-interactiveDismissDisabled"))
        #expect(!free.contains("o-idd"))
    }
}

/// How a sheet's content says how the sheet looks, and a scene's commands.
@MainActor
@Suite("Sheet detents and appearance, and commands, on the page")
struct PresentationAppearanceRenderingTests {
    @Observable final class Presenter {
        var isPresented = true
        var detent = PresentationDetent.large
    }

    func html<V: View>(_ view: V) -> String {
        HTMLRenderer.html(ViewGraph(view).rootElement)
            .replacingOccurrences(of: #" data-oid="\d+""#, with: "", options: .regularExpression)
    }

    @Test func detentsAreOrderedFromShortToTallAndTheSelectionNamed() {
        let presenter = Presenter()
        let page = html(Text("Screen").sheet(isPresented: Bindable(presenter).isPresented) {
            Text("Sheet")
                .presentationDetents([.large, .height(200), .medium], selection: Bindable(presenter).detent)
        })
        #expect(page.contains("class=\"o-mod o-m-presentationDetents o-presentation\" data-detents=\"h:200 f:0.5 f:1\" data-detent=\"f:1\""), "\(page)")
        let fractions = html(Text("Sheet").presentationDetents([.fraction(2), .fraction(0.25)]))
        #expect(fractions.contains("data-detents=\"f:0.25 f:1\""), "a share is clamped to the window: \(fractions)")
    }

    @Test func appearanceBecomesClassesAndCheckedVariables() {
        let page = html(Text("Sheet")
            .presentationDragIndicator(.visible)
            .presentationCornerRadius(28)
            .presentationBackground(.orange)
            .presentationBackgroundInteraction(.enabled))
        #expect(page.contains("o-pdi-visible"))
        #expect(page.contains("o-pbi"))
        #expect(page.contains("--o-pcr:28px"), "\(page)")
        #expect(page.contains("--o-pbg:var(--o-orange)"), "\(page)")
        let custom = html(Text("Sheet").presentationBackground(AnyShapeStyle(Color.red.opacity(0.5))))
        #expect(!custom.contains("--o-pbg:custom"), "an unknown style sets nothing: \(custom)")
    }

    struct NotesApp: App {
        var body: some Scene {
            WindowGroup { Text("Notes") }
                .commands {
                    CommandMenu("Note") { Button("New Note") {}.keyboardShortcut("n") }
                }
        }
    }

    @Test func commandsAreAHiddenElementWithTheirShortcuts() {
        let page = HTMLRenderer.html(ViewGraph(app: NotesApp()).rootElement)
            .replacingOccurrences(of: #" data-oid="\d+""#, with: "", options: .regularExpression)
        #expect(page.contains("<div class=\"o-commands\" hidden>"), "\(page)")
        #expect(page.contains("data-shortcut=\"cmd+n\""), "\(page)")
    }
}
