import Testing
@testable import ObservatoryWeb

@Suite("The page and the static files")
struct PageDocumentTests {
    @Test func documentShape() {
        let html = PageDocument.render(title: "<img src=x onerror=alert(1)>", body: "<p>first paint</p>")
        #expect(html.hasPrefix("<!doctype html>\n"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains("<title>&lt;img src=x onerror=alert(1)&gt;</title>"))
        #expect(!html.contains("<img"))
        #expect(html.contains(#"<link rel="stylesheet" href="/_observatory/style.css">"#))
        #expect(html.contains(#"<script src="/_observatory/client.js" defer></script>"#))
        #expect(html.contains("<body>\n<p>first paint</p>\n</body>"))
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test func inspectModeLoadsTheInspector() {
        let plain = PageDocument.render(title: "App", body: "")
        #expect(!plain.contains("inspector"))
        let inspected = PageDocument.render(title: "App", body: "", inspect: true)
        #expect(inspected.contains(#"<link rel="stylesheet" href="/_observatory/inspector.css">"#))
        #expect(inspected.contains(#"<script src="/_observatory/inspector.js" defer></script>"#))
        // After client.js, so the client is set up first.
        let client = inspected.range(of: "client.js")!.lowerBound
        #expect(client < inspected.range(of: "inspector.js")!.lowerBound)
    }

    @Test func inspectorFilesAreServedOnlyInInspectMode() throws {
        #expect(StaticResource.bundled(inspect: true).map(\.path).sorted() == [
            "/_observatory/client.js", "/_observatory/icons.svg", "/_observatory/inspector.css", "/_observatory/inspector.js",
            "/_observatory/style.css",
        ])
        let script = try #require(StaticResource.bundled(inspect: true).first { $0.path.hasSuffix("inspector.js") })
        let text = String(decoding: script.body, as: UTF8.self)
        #expect(text.contains("observatory:inspect"))
        #expect(!text.contains("innerHTML"))  // the panel shows user data: textContent only
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
        #expect(Set(resources.map(\.path)) == ["/_observatory/client.js", "/_observatory/style.css", "/_observatory/icons.svg"])
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
