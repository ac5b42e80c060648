import Foundation
import Testing
@testable import ObservatoryWeb

/// `.fileImporter` over the socket: the hidden picker the page renders, the
/// `fileImport` event naming the window's uploads, and malformed ones refused.
@MainActor
@Suite("File import over the socket")
struct FileImportMessageTests {
    private struct Importer: View {
        @State var shown = false
        @State var result = "none"
        var body: some View {
            VStack {
                Button("Import") { shown = true }
                Text("result \(result)")
            }
            .fileImporter(isPresented: $shown, allowedContentTypes: [.json]) { outcome in
                switch outcome {
                case .success(let url): result = (try? String(contentsOf: url, encoding: .utf8)) ?? "unreadable"
                case .failure(let error): result = "failed: \(error.localizedDescription)"
                }
            }
        }
    }

    private func event(_ harness: Harness, _ fields: String) -> String {
        let target = harness.root.descendants().first { $0["modifier"] == "fileImporter" }!.id.rawValue
        return "{\"type\":\"event\",\"seq\":\(harness.nextSequence()),\"target\":\(target),\"event\":\"fileImport\",\(fields)}"
    }

    @Test func thePickerOpensWhilePresentedAndTheUploadReachesTheApp() throws {
        let harness = try Harness(Importer())
        #expect(harness.page.canonical.contains("<input accept=\".json,application/json\" class=\"o-file-input\" hidden tabindex=\"-1\" type=\"file\">"))
        #expect(!harness.page.canonical.contains("data-fi-presented"))
        try harness.send("tap", to: harness.element(.button, text: "Import"))
        #expect(harness.page.canonical.contains("data-fi-presented"))
        // What the upload route would have done: a file in the window's store.
        let window = harness.window
        let place = try #require(window.uploads.reserve(named: "habits.json"))
        try FileManager.default.createDirectory(at: place.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"habits":2}"#.utf8).write(to: place.file)
        window.uploads.add(id: place.id, file: place.file)
        try harness.receive(event(harness, "\"value\":\"files\",\"ids\":\"\(place.id)\""))
        #expect(harness.page.canonical.contains("result {&quot;habits&quot;:2}") || harness.page.canonical.contains("result {\"habits\":2}"))
        #expect(!harness.page.canonical.contains("data-fi-presented"), "the importer was dismissed")
        window.uploads.removeAll()
    }

    @Test func aFailureReachesTheApp() throws {
        let harness = try Harness(Importer())
        try harness.send("tap", to: harness.element(.button, text: "Import"))
        try harness.receive(event(harness, "\"value\":\"failed\",\"reason\":\"big.json is too large\""))
        #expect(harness.page.canonical.contains("result failed: big.json is too large"))
    }

    @Test func malformedImportsAndUnknownUploadsAreRejected() throws {
        let harness = try Harness(Importer())
        try harness.send("tap", to: harness.element(.button, text: "Import"))
        for fields in [
            "\"value\":\"files\",\"ids\":\"0c6f8a1e-0000-4000-8000-000000000000\"",   // not this window's upload
            "\"value\":\"files\",\"ids\":\"\"",                                         // no ids
            "\"value\":\"files\",\"ids\":\"../../etc/passwd\"",                         // not an id
            "\"value\":\"done\"",                                                       // unknown outcome
            "\"value\":\"failed\",\"reason\":\"\(String(repeating: "x", count: 300))\"", // reason too long
            "\"value\":\"files\"",                                                      // missing ids
        ] {
            let message = event(harness, fields)
            let refused: Bool
            do { refused = try harness.window.receive(message).allSatisfy { !$0.contains("\"ops\":[[") } } catch { refused = true }
            #expect(refused, "\(message)")
        }
        #expect(harness.page.canonical.contains("result none"))
        #expect(harness.page.canonical.contains("data-fi-presented"), "still presented")
    }
}
