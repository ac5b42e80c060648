import Foundation
import Testing
@testable import ObservatoryWeb

/// `.alignmentGuide`, alignments of your own (`AlignmentID`) and
/// `.gridColumnAlignment` on the page.
@MainActor
@Suite("Alignment guides on the page")
struct AlignmentGuideRenderingTests {
    struct ThirdID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
    }

    struct BottomishID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.bottom] - 4 }
    }

    func markup<V: View>(_ view: V) -> String {
        HTMLRenderer.html(ViewGraph(view).rootElement)
            .replacingOccurrences(of: #" data-oid="\d+""#, with: "", options: .regularExpression)
    }

    @Test func aFixedGuideShiftsTheViewByThatMuch() {
        let page = markup(VStack(alignment: .leading) {
            Text("Title")
            Text("Indented").alignmentGuide(.leading) { _ in -20 }
        })
        #expect(page.contains(#"class="o-mod o-m-alignmentGuide o-ag-h-leading" style="--o-ag:calc(0% + 20px)""#), "\(page)")
    }

    @Test func aGuideOnTheTrailingEdgeHangsTheViewBeforeTheLine() {
        let page = markup(VStack(alignment: .leading) {
            Text("Hangs").alignmentGuide(.leading) { d in d[.trailing] }
        })
        #expect(page.contains("--o-ag:calc(-100% + 0px)"), "\(page)")
        let centred = markup(VStack { Text("x").alignmentGuide(HorizontalAlignment.center) { d in d[.leading] + 10 } })
        #expect(centred.contains("o-ag-h-center") && centred.contains("--o-ag:calc(50% + -10px)"), "\(centred)")
    }

    @Test func verticalGuidesUseTheViewsHeight() {
        let page = markup(HStack(alignment: .top) {
            Text("a").alignmentGuide(.top) { d in d.height / 2 }
        })
        #expect(page.contains(#"o-ag-v-top" style="--o-ag:calc(-50% + 0px)""#), "\(page)")
    }

    @Test func anAlignmentOfYourOwnLinesUpLikeTheNearestEdgeAndItsGuidesShift() {
        let third = HorizontalAlignment(ThirdID.self)
        #expect(third != .center && third == HorizontalAlignment(ThirdID.self))
        let page = markup(VStack(alignment: third) {
            Text("a")
            Text("b").alignmentGuide(third) { d in d[.leading] }
        })
        #expect(page.contains("o-stack o-v o-ha-center"), "\(page)")
        #expect(page.contains("--o-ag:calc(33.33% + 0px)"), "\(page)")
        let bottomish = VerticalAlignment(BottomishID.self)
        #expect(markup(HStack(alignment: bottomish) { Text("x") }).contains("o-va-bottom"))
    }

    @Test func theStylesheetShiftsOnlyInAStackAlignedOnTheGuide() throws {
        let style = try #require(StaticResource.bundled().first { $0.path.hasSuffix("style.css") })
        let css = String(decoding: style.body, as: UTF8.self)
        #expect(css.contains(":is(.o-v, .o-z).o-ha-leading > :is(.o-ag-h-leading, .o-m-alignmentGuide > .o-ag-h-leading)"))
        #expect(css.contains(":is(.o-h, .o-z).o-va-top > :is(.o-ag-v-top, .o-m-alignmentGuide > .o-ag-v-top)"))
    }

    @Test func aColumnAlignmentAlignsTheWholeColumn() {
        let page = markup(Grid {
            GridRow { Text("Name"); Text("Amount").gridColumnAlignment(.trailing) }
            GridRow { Text("Coffee"); Text("3.50") }
            GridRow { Text("Wide").gridCellColumns(2) }
        })
        #expect(page.contains("--o-gc2:end"), "\(page)")
        #expect(!page.contains("--o-gc1"), "\(page)")
    }
}
