import Foundation
import Testing
@testable import ObservatoryWeb

/// More of SwiftUI's surface on the page: badges, glass, zoom transitions,
/// index and control group styles, labeled content styles, background
/// styles, row heights, search focus and rows that cannot be selected.
@MainActor
@Suite("Badges, glass, styles and focus on the page")
struct SurfaceAdditionsRenderingTests {
    @Observable final class Model {
        var tab = 0
        var selected: Int?
        var query = ""
    }

    struct StackedStyle: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) { configuration.label; configuration.content }
        }
    }

    struct SearchScreen: View {
        @FocusState var isSearchFocused: Bool
        @State var query = ""
        var body: some View {
            List { Button("Focus search") { isSearchFocused = true } }
                .searchable(text: $query)
                .searchFocused($isSearchFocused)
        }
    }

    struct ZoomedPhoto: View {
        @Namespace var zoom
        var body: some View {
            Text("Photo").navigationTransition(.zoom(sourceID: 1, in: zoom)).matchedTransitionSource(id: 1, in: zoom)
        }
    }

    func markup<V: View>(_ view: V) -> String {
        HTMLRenderer.html(ViewGraph(view).rootElement)
            .replacingOccurrences(of: #" data-oid="\d+""#, with: "", options: .regularExpression)
    }

    @Test func aTabBadgeSitsOnTheTabButtonAndARowBadgeAtTheRowsEnd() {
        let tabs = markup(TabView {
            Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
            Tab("Sent", systemImage: "paperplane") { Text("Sent") }.badge("New")
            Text("Drafts").tabItem { Text("Drafts") }.badge(0)
        })
        #expect(tabs.contains(#"<span class="o-tab-badge">3</span>"#), "\(tabs)")
        #expect(tabs.contains(#"<span class="o-tab-badge">New</span>"#), "\(tabs)")
        #expect(tabs.components(separatedBy: "o-tab-badge").count == 3, "a zero badge shows none")
        let row = markup(List { Text("Inbox").badge(12) })
        #expect(row.contains(#"data-badge="12""#), "\(row)")
        #expect(row.contains("o-m-badge"), "\(row)")
    }

    @Test func glassIsATranslucentFillInItsShape() {
        let page = markup(VStack {
            Text("Play").padding().glassEffect()
            Text("Tinted").glassEffect(.regular.tint(.blue).interactive(), in: RoundedRectangle(cornerRadius: 12))
        })
        #expect(page.contains(#"class="o-mod o-m-glassEffect o-glass-regular" style="border-radius:9999px""#), "\(page)")
        #expect(page.contains("o-glass-interactive"), "\(page)")
        #expect(page.contains("--o-glass-tint:var(--o-blue)"), "\(page)")
        #expect(page.contains("border-radius:12px"), "\(page)")
    }

    @Test func aZoomTransitionZoomsThePushedViewIn() {
        let page = markup(ZoomedPhoto())
        #expect(page.contains("o-m-navigationTransition o-nt-zoom"), "\(page)")
        #expect(!markup(Text("Photo").navigationTransition(.automatic)).contains("o-nt-zoom"))
    }

    @Test func backedPageDotsGetABacking() {
        let page = markup(TabView { Text("1"); Text("2") }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always)))
        #expect(page.contains(#"class="o-dots o-dots-backed""#), "\(page)")
        let plain = markup(TabView { Text("1"); Text("2") }.tabViewStyle(.page).indexViewStyle(.page))
        #expect(plain.contains(#"class="o-dots""#) && !plain.contains("o-dots-backed"), "\(plain)")
    }

    @Test func aMenuStyledControlGroupIsAMenu() {
        let group = ControlGroup { Button("Bold") {}; Button("Italic") {} } label: { Text("Format") }
        let menu = markup(group.controlGroupStyle(.menu))
        #expect(menu.contains("<details class=\"o-menu\""), "\(menu)")
        #expect(menu.contains("o-cgs-menu"), "\(menu)")
        let row = markup(group.controlGroupStyle(.navigation))
        #expect(!row.contains("<details") && row.contains("o-cgs-navigation"), "\(row)")
    }

    @Test func aLabeledContentStyleArrangesLabelAndContent() {
        let page = markup(LabeledContent("Version", value: "1.2").labeledContentStyle(StackedStyle()))
        #expect(page.contains(#"<div class="o-lc-custom"><div class="o-stack o-v"#), "\(page)")
        #expect(page.contains(">Version<") && page.contains(">1.2<"), "\(page)")
        #expect(markup(LabeledContent("Version", value: "1.2").labeledContentStyle(.automatic)).contains(#"class="o-lc""#))
    }

    @Test func backgroundWithoutAStyleDrawsTheEnvironmentsStyle() {
        let page = markup(Text("Tag").background(in: Capsule()).backgroundStyle(.orange))
        #expect(page.contains("background:var(--o-orange);border-radius:9999px"), "\(page)")
    }

    @Test func theDefaultMinimumRowHeightReachesTheList() {
        #expect(markup(List { Text("a") }.environment(\.defaultMinListRowHeight, 60)).contains("--o-min-row:60px"))
        #expect(!markup(List { Text("a") }).contains("--o-min-row"))
    }

    @Test func searchFocusedFocusesTheSearchField() throws {
        let graph = ViewGraph(SearchScreen())
        func input() -> String {
            let page = HTMLRenderer.html(graph.rootElement)
            return String(page[page.range(of: "<input type=\"search\"")!.lowerBound...].prefix(300))
        }
        #expect(input().contains("data-focus") && !input().contains("data-focused"), "\(input())")
        let button = try #require(graph.rootElement.descendants().first { $0.role == .button })
        graph.send(.focus(true), to: button.id)  // ignored: buttons take no focus event
        graph.send(.tap, to: button.id)
        #expect(input().contains("data-focused"), "\(input())")
        let searchable = try #require(graph.rootElement.descendants().first { $0.role == .searchable })
        graph.send(.focus(false), to: searchable.id)
        #expect(!input().contains("data-focused"), "\(input())")
    }

    @Test func aRowWithSelectionDisabledCannotBeSelected() throws {
        let model = Model()
        let graph = ViewGraph(List(selection: Bindable(model).selected) {
            ForEach([1, 2], id: \.self) { number in
                Text("Row \(number)").selectionDisabled(number == 2)
            }
        })
        let rows = graph.rootElement.descendants().filter { $0.role == .option }
        #expect(rows.count == 2)
        #expect(rows[0]["selection"] == "single" && rows[1]["selection"] == nil)
        graph.send(.tap, to: rows[1].id)
        #expect(model.selected == nil)
        graph.send(.tap, to: rows[0].id)
        #expect(model.selected == 1)
    }

    @Test func aRadioGroupPickerDrawsRadioButtons() {
        let page = markup(Picker("Size", selection: .constant(1)) { Text("S").tag(1); Text("L").tag(2) }.pickerStyle(.radioGroup))
        #expect(page.contains("type=\"radio\""), "\(page)")
    }

    @Test func theOlderContextMenuValueAddsTheSameMenu() {
        let page = markup(Text("Note").contextMenu(ContextMenu { Button("Copy") {} }))
        #expect(page.contains("o-slot-menu") && page.contains(">Copy<"), "\(page)")
    }

    @Test func tabSectionsShowTheirTabsInTheBar() {
        let page = markup(TabView {
            Tab("Home", systemImage: "house") { Text("Home") }
            TabSection("Library") {
                Tab("Songs", systemImage: "music.note") { Text("Songs") }
                Tab("Albums", systemImage: "square.stack") { Text("Albums") }
            }
        })
        #expect(page.components(separatedBy: "class=\"o-tab-button\"").count == 4, "\(page)")
    }

    @Test func anInspectorIsASheetInACompactWidth() {
        let page = markup(Text("Doc").inspector(isPresented: .constant(true)) { Text("Format panel") })
        #expect(page.contains("Format panel") && page.contains("o-sheet"), "\(page)")
    }

    @Test func screenReaderOnlyContentIsInThePageButNotShown() throws {
        let page = markup(Text("Mail").accessibilityAction(named: "Archive") {})
        #expect(page.contains(#"class="o-slot o-slot-screenReader""#), "\(page)")
        let style = try #require(StaticResource.bundled().first { $0.path.hasSuffix("style.css") })
        let css = String(decoding: style.body, as: UTF8.self)
        #expect(css.contains(".o-slot-screenReader { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);"))
    }
}

@MainActor
@Suite("Content margins on the page")
struct ContentMarginsRenderingTests {
    func markup<V: View>(_ view: V) -> String {
        HTMLRenderer.html(ViewGraph(view).rootElement)
            .replacingOccurrences(of: #" data-oid="\d+""#, with: "", options: .regularExpression)
    }

    @Test func scrollViewsAndListsPadTheirContent() {
        let scroll = markup(ScrollView(.horizontal) { Text("a") }.contentMargins(.horizontal, 20, for: .scrollContent))
        #expect(scroll.contains(#"style="padding-left:20px;padding-right:20px""#), "\(scroll)")
        let list = markup(List { Text("a") }.contentMargins(.top, 8).contentMargins(.all, 30))
        #expect(list.contains("padding-top:8px;padding-left:30px;padding-bottom:30px;padding-right:30px"), "\(list)")
        let indicators = markup(ScrollView { Text("a") }.contentMargins(.all, 20, for: .scrollIndicators))
        #expect(!indicators.contains("padding"), "\(indicators)")
    }
}

@MainActor
@Suite("Shadowed shape styles on the page")
struct ShadowStyleRenderingTests {
    func markup<V: View>(_ view: V) -> String {
        HTMLRenderer.html(ViewGraph(view).rootElement)
            .replacingOccurrences(of: #" data-oid="\d+""#, with: "", options: .regularExpression)
    }

    @Test func aDropShadowIsACSSFilterOnTheShape() {
        let page = markup(Circle().fill(.blue.shadow(.drop(color: .black, radius: 4, x: 1, y: 2))))
        #expect(page.contains("fill:var(--o-blue)"), "\(page)")
        #expect(page.contains("filter:drop-shadow(1px 2px 4px var(--o-black))"), "\(page)")
    }

    @Test func anInnerShadowIsAnSVGFilterInsideTheShape() {
        let page = markup(RoundedRectangle(cornerRadius: 8).fill(.white.shadow(.inner(color: .gray, radius: 3))))
        #expect(page.contains(#"<filter id="o-is"#), "\(page)")
        #expect(page.contains(#"<feFlood flood-color="var(--o-gray)">"#), "\(page)")
        #expect(page.contains("filter:url(#o-is"), "\(page)")
    }

    @Test func aBackgroundCastsABoxShadowAndAnInnerOneIsInset() {
        let drop = markup(Text("a").background(.white.shadow(.drop(color: .black, radius: 2))))
        #expect(drop.contains("box-shadow:0px 0px 2px var(--o-black)"), "\(drop)")
        let inner = markup(Text("a").background(.white.shadow(.inner(color: .black, radius: 2, y: 1))))
        #expect(inner.contains("box-shadow:inset 0px 1px 2px var(--o-black)"), "\(inner)")
        #expect(inner.contains("background:var(--o-white)"), "the style still fills: \(inner)")
    }

    @Test func aMalformedShadowIsIgnoredAndTheFillStays() {
        #expect(Shadow.of("red|shadow:drop,1,2") == nil)
        #expect(Shadow.of("red|shadow:outer,1,2,3,black") == nil)
        #expect(Shadow.of("red|shadow:drop,1,2,3,url(evil)") == nil)
        #expect(Paint.parse("red|shadow:drop,1,2,3,black") == .color("var(--o-red)"))
    }
}
