import Foundation
import Testing
@testable import ObservatoryWeb

@Observable final class InspectedDownload {
    var progress = 0.25
    var title = "Report <final>"
}

struct InspectedProgressRow: View {
    let download: InspectedDownload
    var body: some View {
        HStack {
            Text("Progress")
            ProgressView(value: download.progress)
        }
    }
}

struct InspectedDownloadScreen: View {
    let download: InspectedDownload
    @State private var taps = 0
    var body: some View {
        VStack {
            Text(download.title)
            InspectedProgressRow(download: download)
            Button("Rename \(taps)") {
                taps += 1
                download.title = "Report \(taps)"
            }
        }
    }
}

/// The `inspect` field of a patch, decoded.
private struct Inspection: Decodable {
    let event: String?
    let update: Int
    let ms: Double
    let bytes: Int
    let mutations: [[String?]]
    let bodies: [[Body]]
    let flash: [Int]

    enum Body: Decodable, Equatable {
        case name(String)
        case number(Double)
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) { self = .name(text) } else {
                self = .number(try container.decode(Double.self))
            }
        }
    }
}

private struct PatchWithInspection: Decodable {
    let type: String
    let inspect: Inspection?
}

private func decode(_ frame: String) throws -> PatchWithInspection {
    try JSONDecoder().decode(PatchWithInspection.self, from: Data(frame.utf8))
}

@MainActor
@Suite("Inspect mode in the protocol")
struct InspectModeTests {
    @Test("Off: patches carry nothing more")
    func offCarriesNothing() throws {
        let harness = try Harness(InspectedDownloadScreen(download: InspectedDownload()))
        let frame = try harness.send("tap", to: harness.element(.button))
        #expect(!frame.contains("inspect"))
        #expect(try decode(frame).inspect == nil)
    }

    @Test("An event's patch lists the mutations, the bodies and the patch's own bytes")
    func eventReply() throws {
        let harness = try Harness(InspectedDownloadScreen(download: InspectedDownload()), inspect: true)
        let button = harness.element(.button)
        let frame = try harness.send("tap", to: button)
        let inspection = try #require(try decode(frame).inspect)
        #expect(inspection.event == "tap #\(button.id.rawValue) (button)")
        #expect(inspection.mutations == [
            ["@State InspectedDownloadScreen.taps", "0", "1"],
            ["InspectedDownload.title", #""Report <final>""#, #""Report 1""#],
        ])
        #expect(inspection.bodies.map(\.first) == [.name("InspectedDownloadScreen")])
        #expect(inspection.bodies.first?[1] == .number(1))
        // The bytes are those of the patch without the inspection.
        let patch = String(frame[..<frame.range(of: ",\"inspect\":")!.lowerBound]) + "}"
        #expect(inspection.bytes == patch.utf8.count)
        // The screen's body produced the VStack: that is what flashes.
        let stack = try #require(harness.element(.text, text: "Report").parent)
        #expect(inspection.flash == [stack.id.rawValue])
        #expect(inspection.ms >= 0)
    }

    @Test("An update the app makes by itself is pushed with its report; only the reader flashes")
    func pushedUpdate() throws {
        let download = InspectedDownload()
        let harness = try Harness(InspectedDownloadScreen(download: download), inspect: true)
        for (old, new) in [("0.25", 0.5), ("0.5", 0.75), ("0.75", 1.0)] {
            download.progress = new
            let frame = try #require(try harness.flush())
            let inspection = try #require(try decode(frame).inspect)
            #expect(inspection.event == nil)
            #expect(inspection.mutations == [["InspectedDownload.progress", old, "\(new)"]])
            #expect(inspection.bodies.map(\.first) == [.name("InspectedProgressRow")])
            let row = try #require(harness.element(.text, text: "Progress").parent)
            #expect(inspection.flash == [row.id.rawValue])
            #expect(!inspection.flash.contains(harness.element(.stack).id.rawValue))
        }
        try harness.expectInSync()
    }
}
