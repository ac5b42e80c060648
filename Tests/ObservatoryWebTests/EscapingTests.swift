import Foundation
import Testing
@testable import ObservatoryWeb

@MainActor
@Suite("Escaping")
struct EscapingTests {
    static let hostile = "<img src=x onerror=alert(1)>"

    @Test func escapeReplacesEveryMarkupCharacter() {
        #expect(HTML.escape(Self.hostile) == "&lt;img src=x onerror=alert(1)&gt;")
        #expect(HTML.escape("a & b \"q\" 'p'") == "a &amp; b &quot;q&quot; &#39;p&#39;")
        #expect(HTML.escape("&amp;") == "&amp;amp;")
        #expect(HTML.escape("plain text é ✓") == "plain text é ✓")
    }

    @Test func aHostileHabitTitleRendersAsText() throws {
        let store = HabitStore(count: 1)
        store.habits[0].title = Self.hostile
        let html = HTMLRenderer.html(ViewGraph(HabitList(store: store)).rootElement)
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        let root = try #require(try DOMNode.parse(html).first)
        #expect(root.all { $0.tag == "img" }.isEmpty)
        #expect(root.first { $0.attributes["class"] == "o-text" && $0.textContent == Self.hostile } != nil)
    }

    @Test func attributeValuesCannotBreakOut() throws {
        let value = "\"><script>alert('x')</script>"
        let view = TextField("Title \" onfocus=\"alert(1)", text: .constant(value), prompt: Text("<b>prompt</b>"))
        let html = HTMLRenderer.html(ViewGraph(view).rootElement)
        #expect(!html.contains("<script"))
        #expect(!html.contains("<b>"))
        let input = try #require(try DOMNode.parse(html).first?.first { $0.tag == "input" })
        #expect(input.attributes["value"] == value)
        #expect(input.attributes["placeholder"] == "<b>prompt</b>")
        #expect(input.attributes["onfocus"] == nil)
    }

    @Test func userStringsNeverReachStyleAttributes() throws {
        // A color asset name and a custom font are user strings: they are dropped, not copied.
        let view = Text("x").foregroundStyle(Color("red;background:url(javascript:alert(1))"))
            .font(.custom("x;color:red", size: 12))
        let html = HTMLRenderer.html(ViewGraph(view).rootElement)
        #expect(!html.contains("javascript"))
        let text = try #require(try DOMNode.parse(html).first?.first { $0.attributes["class"]?.hasPrefix("o-text") == true })
        #expect(text.attributes["style"] == "font-size:12px")
    }

    @Test func hostileTextInPatchesStaysText() throws {
        let store = HabitStore(count: 2)
        let harness = try Harness(HabitList(store: store))
        store.habits[1].title = Self.hostile
        store.habits.append(Habit(id: 9, title: Self.hostile))
        let frame = try #require(try harness.flush())
        let ops = try Harness.ops(frame)
        // The renamed row's text is set as text content…
        #expect(ops.contains { $0[0] as? String == "t" && $0[3] as? String == Self.hostile })
        // …and the inserted row's HTML has it escaped.
        let insert = try #require(ops.first { $0[0] as? String == "i" })
        #expect((insert[4] as! String).contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!(insert[4] as! String).contains("<img"))
        try harness.expectInSync()
    }

    @Test func jsonStringsEscapeControlsAndQuotes() {
        #expect(JSON.string("a\"b\\c\nd\u{1}\u{2028}") == "\"a\\\"b\\\\c\\nd\\u0001\\u2028\"")
        // Runs between escapes are copied whole, non-ASCII included; E2 not
        // followed by 80 A8/A9 (here "…", E2 80 A6) is copied as it is.
        #expect(JSON.string("é…\u{2029}x\t\r\u{1F}日本\"") == "\"é…\\u2029x\\t\\r\\u001f日本\\\"\"")
        #expect(JSON.string("") == "\"\"")
        #expect(JSON.string("plain") == "\"plain\"")
        // Every string round-trips through a JSON parser.
        for text in ["<li data-oid=\"3\" class=\"o-li\">Row 1</li>", "\u{0}\u{7F}\u{2028}\u{2027}…", "\\\"\n"] {
            let data = Data(("[" + JSON.string(text) + "]").utf8)
            #expect((try? JSONSerialization.jsonObject(with: data)) as? [String] == [text])
        }
    }

    /// A patch's markup is escaped for HTML and for its JSON string in one
    /// pass: it must equal the plain markup escaped for JSON afterwards,
    /// whatever the texts and attribute values hold.
    @Test func markupWrittenForJSONEqualsPlainMarkupEscapedForJSON() throws {
        let texts = [
            "plain", "", Self.hostile, "quote \" and 'apostrophe'", "back\\slash \\u0041", "line\nbreak\r\ttab",
            "\u{0}nul \u{1}\u{1F}\u{7F}", "\u{2028}\u{2029}…é日本", "&amp; <b>", "\n starts with a newline",
        ]
        for text in texts {
            let node = HTMLNode("div", [("class", "o-text"), ("title", text), ("hidden", "")], [
                .text(text), .node(HTMLNode("textarea", [("data-p", "t")], [.text("\n" + text)])), .children("c"),
            ])
            var plainMarkup = MarkupBuffer()
            node.write(to: &plainMarkup, for: .html) { _, out in out.append("<i>child</i>") }
            var escapedMarkup = MarkupBuffer()
            node.write(to: &escapedMarkup, for: .jsonString) { _, out in out.append("<i>child</i>") }
            let plain = plainMarkup.text
            let escaped = escapedMarkup.text
            #expect("\"" + escaped + "\"" == JSON.string(plain), "\(text.debugDescription)")
            let data = Data(("[\"" + escaped + "\"]").utf8)
            #expect((try JSONSerialization.jsonObject(with: data)) as? [String] == [plain])
        }
    }
}
