import Foundation
import Testing
@testable import ObservatoryWeb

/// `.scrollTargetBehavior`, `.scrollTargetLayout` and `.containerRelativeFrame` on the page.
@MainActor
@Suite("Scroll targets and container-relative frames on the page")
struct ScrollTargetRenderingTests {
    func markup<V: View>(_ view: V) -> String {
        HTMLRenderer.html(ViewGraph(view).rootElement)
            .replacingOccurrences(of: #" data-oid="\d+""#, with: "", options: .regularExpression)
    }

    @Test func behavioursBecomeSnapClasses() {
        let paging = markup(ScrollView(.horizontal) { HStack { Text("A"); Text("B") } }.scrollTargetBehavior(.paging))
        #expect(paging.contains("class=\"o-scroll o-axes-horizontal o-stb-paging\""), "\(paging)")
        let aligned = markup(ScrollView { VStack { Text("A") }.scrollTargetLayout() }.scrollTargetBehavior(.viewAligned))
        #expect(aligned.contains("class=\"o-scroll o-axes-vertical o-v o-stb-aligned\""), "\(aligned)")
        #expect(aligned.contains("<div class=\"o-mod o-m-scrollTargetLayout o-stl\">"))
        let one = markup(ScrollView { Text("A") }.scrollTargetBehavior(.viewAligned(limitBehavior: .always)))
        #expect(one.contains("o-stb-aligned o-stb-one"))
        #expect(!markup(ScrollView { Text("A").scrollTargetLayout(isEnabled: false) }).contains("o-stl"))
    }

    @Test func containerRelativeFramesAreAffineInTheContainer() {
        let full = markup(Text("Page").containerRelativeFrame(.horizontal))
        #expect(full.contains("class=\"o-mod o-m-containerRelativeFrame o-m-frame o-al-center o-crf-w\" style=\"width:calc(100cqw + 0px)\""), "\(full)")
        let cards = markup(Text("Card").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 12))
        // (W - 24) / 3 × 2 + 12 = ⅔ W - 4
        #expect(cards.contains("width:calc(66.67cqw + -4px)"), "\(cards)")
        let closure = markup(Text("Hero").containerRelativeFrame([.horizontal, .vertical], alignment: .leading) { length, axis in
            axis == .horizontal ? length * 0.8 : length / 2 - 10
        })
        #expect(closure.contains("width:calc(80cqw + 0px);height:calc(50cqh + -10px)"), "\(closure)")
        #expect(closure.contains("o-al-leading o-crf-w o-crf-h"))
    }

    @Test func anOutlandishLengthIsLeftOut() {
        let html = markup(Text("Huge").containerRelativeFrame(.horizontal) { length, _ in length * 1e9 })
        #expect(!html.contains("cqw"), "\(html)")
    }
}
