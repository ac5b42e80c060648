import Foundation
import Testing
@testable import ObservatoryWeb

/// The `resize` event a page sends for a `GeometryReader`.
@MainActor
@Suite("GeometryReader over the socket")
struct GeometryMessageTests {
    private struct Measured: View {
        var body: some View {
            VStack {
                Button("Tap") {}
                GeometryReader { proxy in Text("size \(Int(proxy.size.width))x\(Int(proxy.size.height))") }
            }
        }
    }

    private func resize(_ target: Int, seq: Int, _ fields: String) -> String {
        "{\"type\":\"event\",\"seq\":\(seq),\"target\":\(target),\"event\":\"resize\",\(fields)}"
    }

    @Test func aResizeReRendersTheReadersContent() throws {
        let harness = try Harness(Measured())
        let reader = harness.element(.geometryReader).id.rawValue
        let frame = try harness.receive(resize(reader, seq: 1, "\"x\":0,\"y\":40.5,\"width\":390,\"height\":120"))
        #expect(frame.contains("size 390x120"))
        #expect(harness.page.canonical.contains("size 390x120"), "the patch reached the page")
    }

    @Test func malformedResizesAreRejected() throws {
        let harness = try Harness(Measured())
        let reader = harness.element(.geometryReader).id.rawValue
        let button = harness.element(.button).id.rawValue
        for fields in [
            "\"x\":0,\"y\":0,\"width\":-1,\"height\":10",        // negative size
            "\"x\":0,\"y\":0,\"width\":1e9,\"height\":10",       // absurd size
            "\"x\":1e300,\"y\":0,\"width\":1,\"height\":10",     // absurd offset
            "\"x\":0,\"y\":0,\"width\":\"wide\",\"height\":10",  // not a number
            "\"x\":0,\"y\":0,\"width\":10",                      // missing height
            "\"x\":0,\"y\":0,\"width\":10,\"height\":10,\"z\":1", // extra field
        ] {
            #expect(throws: WebProtocolError.self) { try harness.window.receive(resize(reader, seq: 1, fields)) }
        }
        #expect(throws: WebProtocolError.self, "a button takes no resize") {
            try harness.window.receive(resize(button, seq: 1, "\"x\":0,\"y\":0,\"width\":10,\"height\":10"))
        }
        #expect(harness.root.descendants().contains { $0["text"] == "size 0x0" }, "nothing was applied")
    }

    @Test func theReaderRendersAsAContainedBoxTheClientMeasures() throws {
        let html = HTMLRenderer.html(ViewGraph(Measured()).rootElement)
        #expect(html.contains("class=\"o-geometry\""))
        let script = try #require(StaticResource.bundled().first { $0.path.hasSuffix("client.js") })
        let client = String(decoding: script.body, as: UTF8.self)
        #expect(client.contains("function measureReaders(again)"))
        let style = try #require(StaticResource.bundled().first { $0.path.hasSuffix("style.css") })
        #expect(String(decoding: style.body, as: UTF8.self).contains(".o-geometry { contain: size;"))
    }
}
