import Testing
@testable import ObservatoryWeb

@Suite("The page and the static files")
struct PageDocumentTests {
    @Test func documentShape() {
        let html = PageDocument.render(
            title: "<img src=x onerror=alert(1)>",
            windowID: "win_1",
            token: "tok-2",
            body: "<p>first paint</p>"
        )
        #expect(html.hasPrefix("<!doctype html>\n"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains("<title>&lt;img src=x onerror=alert(1)&gt;</title>"))
        #expect(!html.contains("<img"))
        #expect(html.contains(#"<link rel="stylesheet" href="/_observatory/style.css">"#))
        #expect(html.contains(#"<script src="/_observatory/client.js" defer></script>"#))
        #expect(html.contains(
            #"<div id="observatory-root" data-observatory-window="win_1" data-observatory-token="tok-2" "#
                + #"data-observatory-socket="/_observatory/ws"><p>first paint</p></div>"#
        ))
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test func escaping() {
        #expect(PageDocument.escape(#"a & b < c > d " e ' f"#) == "a &amp; b &lt; c &gt; d &quot; e &#39; f")
        #expect(PageDocument.escape("Café 🍵") == "Café 🍵")
    }

    @Test func pageHeaders() {
        #expect(PageDocument.headers[.contentType] == "text/html; charset=utf-8")
        #expect(PageDocument.headers[.cacheControl] == "no-store")
        let policy = PageDocument.headers[.contentSecurityPolicy] ?? ""
        #expect(policy.contains("script-src 'self'"))
        #expect(!policy.contains("unsafe-eval"))
    }

    @Test func bundledResources() throws {
        let resources = StaticResource.bundled()
        #expect(Set(resources.map(\.path)) == ["/_observatory/client.js", "/_observatory/style.css"])
        let script = try #require(resources.first { $0.path.hasSuffix(".js") })
        #expect(script.contentType == "text/javascript; charset=utf-8")
        let style = try #require(resources.first { $0.path.hasSuffix(".css") })
        #expect(style.contentType == "text/css; charset=utf-8")
    }

    @Test func entityTags() {
        let resource = StaticResource(path: "/x.js", contentType: "text/javascript", body: Array("let a = 1".utf8))
        let other = StaticResource(path: "/x.js", contentType: "text/javascript", body: Array("let a = 2".utf8))
        #expect(resource.etag != other.etag)
        #expect(resource.etag.hasPrefix("\"") && resource.etag.hasSuffix("\""))
        #expect(resource.isMatched(by: resource.etag))
        #expect(resource.isMatched(by: "\"zzz\", \(resource.etag)"))
        #expect(resource.isMatched(by: "W/\(resource.etag)"))
        #expect(!resource.isMatched(by: other.etag))
        #expect(!resource.isMatched(by: nil))
        #expect(StaticResource.fingerprint([]) == "cbf29ce484222325")
    }
}
