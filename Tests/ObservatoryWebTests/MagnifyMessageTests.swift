import Foundation
import Testing
@testable import ObservatoryWeb

/// `MagnifyGesture` over the socket: what the page is told to watch, the
/// pinch reports, and malformed ones refused.
@MainActor
@Suite("Pinches over the socket")
struct MagnifyMessageTests {
    private struct Photo: View {
        @State var zoom = 1.0
        var body: some View {
            Text("zoom \(zoom)").gesture(MagnifyGesture().onEnded { zoom *= $0.magnification })
        }
    }

    private func pinch(_ harness: Harness, _ fields: String) -> String {
        let target = harness.root.descendants().first { $0.role == .gesture }!.id.rawValue
        return "{\"type\":\"event\",\"seq\":\(harness.nextSequence()),\"target\":\(target),\"event\":\"magnify\",\(fields)}"
    }

    @Test func aPinchReportEndsTheGesture() throws {
        let harness = try Harness(Photo())
        #expect(harness.page.canonical.contains("data-g=\"magnify\""))
        try harness.receive(pinch(harness, "\"value\":\"changed\",\"scale\":1.5,\"x\":10,\"y\":10,\"ox\":0,\"oy\":0,\"w\":100,\"h\":50,\"v\":2"))
        #expect(harness.page.canonical.contains("zoom 1.0"))
        try harness.receive(pinch(harness, "\"value\":\"ended\",\"scale\":2,\"x\":10,\"y\":10,\"ox\":0,\"oy\":0,\"w\":100,\"h\":50,\"v\":0"))
        #expect(harness.page.canonical.contains("zoom 2.0"))
        try harness.expectInSync()
    }

    @Test func malformedPinchesAreRejected() throws {
        let harness = try Harness(Photo())
        for fields in [
            "\"value\":\"spread\",\"scale\":2,\"x\":0,\"y\":0,\"ox\":0,\"oy\":0,\"w\":1,\"h\":1,\"v\":0",     // unknown phase
            "\"value\":\"ended\",\"scale\":0,\"x\":0,\"y\":0,\"ox\":0,\"oy\":0,\"w\":1,\"h\":1,\"v\":0",       // no scale
            "\"value\":\"ended\",\"scale\":500,\"x\":0,\"y\":0,\"ox\":0,\"oy\":0,\"w\":1,\"h\":1,\"v\":0",     // absurd scale
            "\"value\":\"ended\",\"scale\":2,\"x\":0,\"y\":0,\"ox\":0,\"oy\":0,\"w\":1,\"h\":1,\"v\":1e9",     // absurd velocity
            "\"value\":\"ended\",\"scale\":2,\"x\":0,\"y\":0,\"w\":1,\"h\":1,\"v\":0",                         // no origin
            "\"value\":\"ended\",\"scale\":2,\"x\":0,\"y\":0,\"ox\":0,\"oy\":0,\"w\":-1,\"h\":1,\"v\":0",      // negative size
        ] {
            let message = pinch(harness, fields)
            let refused: Bool
            do { refused = try harness.window.receive(message).allSatisfy { !$0.contains("\"ops\":[[") } } catch { refused = true }
            #expect(refused, "\(message)")
        }
        #expect(harness.page.canonical.contains("zoom 1.0"))
    }
}
