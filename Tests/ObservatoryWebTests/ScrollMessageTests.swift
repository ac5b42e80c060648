import Foundation
import Testing
@testable import ObservatoryWeb

/// `ScrollViewProxy.scrollTo` reaches the page as a `scroll` message.
@MainActor
@Suite("scrollTo over the socket")
struct ScrollMessageTests {
    private struct Rows: View {
        @State private var count = 3
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    ForEach(0..<count, id: \.self) { Text("Row \($0)") }
                }
                Button("Add") {
                    count += 1
                    proxy.scrollTo(count - 1, anchor: .bottom)
                }
            }
        }
    }

    @Test func theMessageNamesTheNewRowsElementAndTheAnchor() throws {
        let harness = try Harness(Rows())
        try harness.send("tap", to: harness.element(.button, text: "Add"))
        let row = try #require(harness.root.descendants().first { $0["text"] == "Row 3" })
        #expect(harness.pushed.contains("{\"type\":\"scroll\",\"target\":\(row.id.rawValue),\"x\":0.5,\"y\":1}"))
        #expect(harness.page.find(row.id.rawValue) != nil, "the answer's patch added the row the message names")
    }

    @Test func anchorsAreClampedAndNilIsNearest() {
        #expect(ServerMessage.scroll(to: ElementID(rawValue: 4), anchor: nil) == "{\"type\":\"scroll\",\"target\":4}")
        #expect(ServerMessage.scroll(to: ElementID(rawValue: 4), anchor: UnitPoint(x: -3, y: 9))
            == "{\"type\":\"scroll\",\"target\":4,\"x\":0,\"y\":1}")
        #expect(ServerMessage.scroll(to: ElementID(rawValue: 4), anchor: UnitPoint(x: .nan, y: 0)) == "{\"type\":\"scroll\",\"target\":4}")
    }
}
