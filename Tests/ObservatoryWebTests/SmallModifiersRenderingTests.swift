import Foundation
import Testing
@testable import ObservatoryWeb

/// Smaller parts of SwiftUI's surface on the page: more button and tab view
/// styles, shape styles, menu indicators, focus effects, split view columns,
/// and environment values a page can or cannot know.
@MainActor
@Suite("Smaller modifiers and environment values on the page")
struct SmallModifiersRenderingTests {
    @Observable final class Model {
        var visibility = NavigationSplitViewVisibility.detailOnly
        var query = ""
    }

    func first(_ role: ElementRole, in element: Element) -> Element? {
        if element.role == role { return element }
        for child in element.children { if let found = first(role, in: child) { return found } }
        return nil
    }

    func markup<V: View>(_ view: V) -> String {
        HTMLRenderer.html(ViewGraph(view).rootElement)
            .replacingOccurrences(of: #" data-oid="\d+""#, with: "", options: .regularExpression)
    }

    @Test func moreButtonStylesAreNamed() {
        for (style, name) in [(AnyButton(.link), "link"), (AnyButton(.card), "card"),
                              (AnyButton(.glass), "glass"), (AnyButton(.glassProminent), "glassProminent")] {
            #expect(markup(style.view).contains("class=\"o-button o-bs-\(name)\""), "\(name)")
        }
    }

    @MainActor struct AnyButton {
        let view: AnyView
        init<S: PrimitiveButtonStyle>(_ style: S) { view = AnyView(Button("Go") {}.buttonStyle(style)) }
    }

    @Test func quinaryAndSeparatorAreColours() {
        let page = markup(VStack { Rectangle().fill(.quinary); Text("a").foregroundStyle(.separator) })
        #expect(page.contains("var(--o-quinary)"), "\(page)")
        #expect(page.contains("color:var(--o-separator)"), "\(page)")
    }

    @Test func aHiddenMenuIndicatorHidesTheChevron() {
        let shown = markup(Menu("Sort") { Button("Name") {} } primaryAction: {})
        #expect(shown.contains("class=\"o-menu-label o-menu-more\""))
        let hidden = markup(Menu("Sort") { Button("Name") {} } primaryAction: {}.menuIndicator(.hidden))
        #expect(hidden.contains("class=\"o-menu-label o-menu-more o-mi-hidden\""), "\(hidden)")
    }

    @Test func focusEffectsCanBeTurnedOff() {
        #expect(markup(TextField("Name", text: .constant("")).focusEffectDisabled()).contains("o-no-focus-effect"))
        #expect(!markup(TextField("Name", text: .constant("")).focusEffectDisabled(false)).contains("o-no-focus-effect"))
    }

    @Test func aSplitViewShowsTheColumnsItIsToldAndSizesItsSidebar() {
        let model = Model()
        let page = markup(NavigationSplitView(columnVisibility: Bindable(model).visibility) {
            List { Text("Inbox") }.navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
        } detail: {
            Text("Detail")
        })
        #expect(page.contains("<div class=\"o-split o-split-detail\">"), "\(page)")
        #expect(page.contains("class=\"o-mod o-m-columnWidth o-colw\" style=\"width:220px;min-width:180px;max-width:300px\""), "\(page)")
        model.visibility = .all
        #expect(markup(NavigationSplitView(columnVisibility: Bindable(model).visibility) { Text("S") } detail: { Text("D") })
            .contains("<div class=\"o-split\">"))
    }

    struct SearchState: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.sizeCategory) private var sizeCategory
        @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
        var body: some View {
            Text("\(isSearching ? "searching" : "idle") \(sizeCategory == .large ? "large" : "other") \(voiceOver)")
        }
    }

    @Test func theContentOfASearchableViewKnowsWhetherItIsSearched() throws {
        let model = Model()
        let graph = ViewGraph(SearchState().searchable(text: Bindable(model).query))
        #expect(graph.rootElement.textTree().contains("idle large false"))
        let field = try #require(first(.searchable, in: graph.rootElement))
        graph.send(.input("milk"), to: field.id)
        #expect(graph.rootElement.textTree().contains("searching large false"), "\(graph.rootElement.textTree())")
    }

    @Test func aColorPickerIsAColourInputAfterItsLabel() {
        let model = Model()
        _ = model
        let page = markup(ColorPicker("Tint", selection: .constant(Color(red: 0, green: 0.5, blue: 1))))
        #expect(page.contains("<label class=\"o-colorpicker\"><span class=\"o-colorpicker-label\" data-p=\"c\"><span class=\"o-text\">Tint</span></span><input type=\"color\" data-p=\"i\" value=\"#0080ff\"></label>"), "\(page)")
    }

    @Test func aViewFlipsOnlyWhileTheLayoutRunsRightToLeft() {
        let ltr = markup(Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true))
        #expect(!ltr.contains("scaleX(-1)"))
        let rtl = markup(Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
            .environment(\.layoutDirection, .rightToLeft))
        #expect(rtl.contains("style=\"transform:scaleX(-1)\""), "\(rtl)")
        let off = markup(Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(false)
            .environment(\.layoutDirection, .rightToLeft))
        #expect(!off.contains("scaleX(-1)"))
    }

    @Test func safeAreaPaddingPadsAndAListRowTakesItsItemTint() {
        #expect(markup(Text("a").safeAreaPadding(.horizontal, 20)).contains("padding:0px 20px 0px 20px"))
        let row = markup(List { Label("Inbox", systemImage: "tray").listItemTint(.red) })
        #expect(row.contains("var(--o-red)"), "\(row)")
    }

    @Test func toolbarVisibilityHidesTheBarsAsToolbarDoes() {
        let graph = ViewGraph(NavigationStack { Text("a").toolbarVisibility(.hidden, for: .navigationBar) })
        #expect(graph.rootElement.textTree().contains("hiddenBars=navigationBar"), "\(graph.rootElement.textTree())")
    }

    @Test func sizeCategoriesFollowTheDynamicTypeSize() {
        #expect(ContentSizeCategory.allCases.count == DynamicTypeSize.allCases.count)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.small < .large)
    }
}
