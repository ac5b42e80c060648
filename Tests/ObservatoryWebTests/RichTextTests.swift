import Foundation
import Testing
@testable import ObservatoryWeb

@MainActor
@Suite("Text runs and links in HTML")
struct RichTextTests {
    func html<V: View>(_ view: V) -> String {
        HTMLRenderer.html(ViewGraph(view).rootElement)
    }

    @Test func markdownBecomesNestedInlineElements() {
        let page = html(Text("A **bold** `code` [link](https://swift.org) ~~old~~ <b>"))
        #expect(page.contains(#"<span data-oid="1" class="o-text">A <strong>bold</strong> <code class="o-code">code</code> "#))
        #expect(page.contains(#"<a class="o-url" href="https://swift.org" target="_blank" rel="noopener noreferrer">link</a>"#))
        #expect(page.contains("<s>old</s> &lt;b&gt;</span>"))
    }

    @Test func aLinkToAnotherSchemeIsShownButNotFollowed() {
        let page = html(Text("[tap](javascript:alert(1))"))
        #expect(page.contains(#"<a class="o-url">tap</a>"#))
        #expect(!page.contains("javascript"))
    }

    @Test func linkViewsOpenWebURLsInANewTabAndPathsHere() throws {
        let swift = try #require(URL(string: "https://swift.org"))
        let home = try #require(URL(string: "/"))
        let page = html(VStack {
            Link("Swift", destination: swift)
            Link("Home", destination: home)
        })
        #expect(page.contains(#"class="o-url" href="https://swift.org" target="_blank" rel="noopener noreferrer"><span data-oid="3" class="o-text">Swift</span></a>"#))
        #expect(page.contains(#"class="o-url" href="/"><span data-oid="5" class="o-text">Home</span></a>"#))
    }
}
