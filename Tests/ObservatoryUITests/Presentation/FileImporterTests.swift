import Foundation
import Testing
import ObservatoryUI

/// `.fileImporter`: what the page is told (presented, accepted types,
/// several files), and each outcome reaching its callback.
@MainActor
@Suite("File importer")
struct FileImporterTests {
    @Observable final class Log {
        var entries: [String] = []
    }

    struct Importer: View {
        let log: Log
        @State var shown = false
        var body: some View {
            Button("Import") { shown = true }
                .fileImporter(isPresented: $shown, allowedContentTypes: [.pdf, .image], allowsMultipleSelection: true) { result in
                    switch result {
                    case .success(let urls): log.entries.append("files " + urls.map(\.lastPathComponent).joined(separator: ","))
                    case .failure(let error): log.entries.append("failed " + error.localizedDescription)
                    }
                } onCancellation: {
                    log.entries.append("cancelled")
                }
        }
    }

    private func importer(_ graph: ViewGraph) -> Element {
        graph.allElements.first { $0["modifier"] == "fileImporter" }!
    }

    @Test func thePageIsToldWhatToPickWhilePresented() throws {
        let graph = ViewGraph(Importer(log: Log()))
        #expect(importer(graph)["presented"] == nil)
        #expect(importer(graph)["accept"] == ".pdf,application/pdf,image/*")
        #expect(importer(graph)["multiple"] == "true")
        graph.send(.fileImport(.cancelled), to: importer(graph).id)
        let button = try #require(graph.allElements.first { $0.role == .button })
        graph.send(.tap, to: button.id)
        #expect(importer(graph)["presented"] == "true")
    }

    @Test func eachOutcomeReachesItsCallbackAndDismisses() throws {
        let log = Log()
        let graph = ViewGraph(Importer(log: log))
        let button = try #require(graph.allElements.first { $0.role == .button })
        #expect(graph.send(.fileImport(.cancelled), to: importer(graph).id) == nil, "not presented: no outcome")
        for outcome in [
            FilePickerOutcome.files([URL(fileURLWithPath: "/tmp/a.pdf"), URL(fileURLWithPath: "/tmp/b.png")]),
            .cancelled, .failed("b.png is too large"),
        ] {
            graph.send(.tap, to: button.id)
            graph.send(.fileImport(outcome), to: importer(graph).id)
            #expect(importer(graph)["presented"] == nil)
        }
        #expect(log.entries == ["files a.pdf,b.png", "cancelled", "failed b.png is too large"])
    }

    @Test func theSingleFileFormGetsOneURLAndNothingOnCancel() throws {
        struct One: View {
            let log: Log
            @State var shown = true
            var body: some View {
                Text("doc").fileImporter(isPresented: $shown, allowedContentTypes: [.plainText]) { result in
                    log.entries.append((try? result.get().lastPathComponent) ?? "failure")
                }
            }
        }
        let log = Log()
        let graph = ViewGraph(One(log: log))
        graph.send(.fileImport(.files([URL(fileURLWithPath: "/tmp/n.txt")])), to: importer(graph).id)
        #expect(log.entries == ["n.txt"])
        // Plain text and the declared types that are plain text (Markdown, Swift…).
        let accepted = try #require(importer(graph)["accept"]).split(separator: ",")
        #expect(accepted.starts(with: [".txt", ".text", "text/plain"]))
        #expect(accepted.contains(".md") && accepted.contains(".swift"))
        #expect(!accepted.contains { $0.contains(";") }, "no MIME parameters")
    }
}
