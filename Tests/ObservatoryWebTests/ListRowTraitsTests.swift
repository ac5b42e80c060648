import Foundation
import Testing
@testable import ObservatoryWeb

@MainActor
@Suite("List row traits in HTML")
struct ListRowTraitsTests {
    func html<V: View>(_ view: V) -> String {
        HTMLRenderer.html(ViewGraph(view).rootElement)
    }

    @Test func theRowsItemTakesTheTraitsEvenUnderAContextMenu() {
        let page = html(List {
            Text("Row")
                .listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                .listRowSeparator(.hidden)
                .contextMenu { Button("Copy") {} }
            Text("Plain")
        })
        // CSS padding runs top, right, bottom, left.
        #expect(page.contains(#"<li class="o-li o-nosep" data-oid="2" data-w style="padding:1px 4px 3px 2px">"#))
        #expect(page.contains(#"<li class="o-li" data-oid="#))
        #expect(page.contains(#"class="o-menu-items o-context-items" role="menu" data-p="m" hidden"#))
    }

    @Test func aRowBackgroundIsASlotBehindTheRow() {
        let page = html(List { Text("Row").listRowBackground(Color.yellow) })
        #expect(page.contains(#"class="o-mod o-m-listRow""#))
        #expect(page.contains(#"class="o-slot o-slot-rowBackground""#))
    }
}
