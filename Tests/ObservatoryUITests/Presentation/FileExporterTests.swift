import Foundation
import Testing
import ObservatoryUI

/// `.fileExporter` and `FileDocument`: the files handed to the page while
/// presented, and each outcome reaching its callback.
@MainActor
@Suite("File exporter")
struct FileExporterTests {
    struct Notes: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text: String
        init(text: String) { self.text = text }
        init(configuration: ReadConfiguration) throws {
            text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            guard !text.isEmpty else { return FileWrapper(directoryWithFileWrappers: [:]) }
            return FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    @Observable final class Log {
        var entries: [String] = []
    }

    struct Exporter: View {
        let log: Log
        let text: String
        @State var shown = false
        var body: some View {
            Button("Save") { shown = true }
                .fileExporter(isPresented: $shown, document: Notes(text: text), contentType: .plainText, defaultFilename: "Notes") { result in
                    switch result {
                    case .success(let url): log.entries.append("saved \(url.lastPathComponent)")
                    case .failure(let error): log.entries.append("failed: \(error.localizedDescription)")
                    }
                }
        }
    }

    private func exporter(_ graph: ViewGraph) -> Element {
        graph.allElements.first { $0["modifier"] == "fileExporter" }!
    }

    @Test func whilePresentedTheDocumentIsWrittenForThePage() throws {
        let log = Log()
        let graph = ViewGraph(Exporter(log: log, text: "Buy milk"))
        #expect(exporter(graph)["presented"] == nil)
        #expect(graph.exportFiles(from: exporter(graph).id) == nil, "not presented: nothing to save")
        graph.send(.tap, to: try #require(graph.allElements.first { $0.role == .button }).id)
        #expect(exporter(graph)["presented"] == "true")
        #expect(exporter(graph)["count"] == "1")
        let files = try #require(graph.exportFiles(from: exporter(graph).id))
        #expect(files == [ExportedFile(name: "Notes.txt", data: Data("Buy milk".utf8), mimeType: "text/plain")])
        graph.send(.fileExport(.files([URL(fileURLWithPath: "/tmp/copy/Notes.txt")])), to: exporter(graph).id)
        #expect(log.entries == ["saved Notes.txt"])
        #expect(exporter(graph)["presented"] == nil)
    }

    @Test func aDocumentThatIsAFolderFailsToSave() throws {
        let log = Log()
        let graph = ViewGraph(Exporter(log: log, text: ""))
        graph.send(.tap, to: try #require(graph.allElements.first { $0.role == .button }).id)
        #expect(graph.exportFiles(from: exporter(graph).id) == nil)
        #expect(log.entries.count == 1 && log.entries[0].hasPrefix("failed: a folder cannot be saved"))
        #expect(exporter(graph)["presented"] == nil)
    }

    @Test func aFileWrapperHoldsAFileOrAFolder() throws {
        let folder = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data("a".utf8))])
        #expect(folder.isDirectory && folder.fileWrappers?.keys.sorted() == ["a.txt"])
        #expect(folder.addRegularFile(withContents: Data("b".utf8), preferredFilename: "a.txt") == "2 a.txt")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wrapper-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try folder.write(to: url, options: .atomic, originalContentsURL: nil)
        let read = try FileWrapper(url: url)
        #expect(read.fileWrappers?["2 a.txt"]?.regularFileContents == Data("b".utf8))
        #expect(read.filename == url.lastPathComponent)
        #expect(throws: (any Error).self) { try FileWrapper(url: url.appendingPathComponent("missing")) }
    }
}
