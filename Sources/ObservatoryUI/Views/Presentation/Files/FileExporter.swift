import Foundation

/// A file a view hands the page to save (`.fileExporter`): its name, bytes
/// and MIME type.
public struct ExportedFile: Hashable, Sendable {
    /// The name to save it under.
    public let name: String
    /// The file's bytes.
    public let data: Data
    /// Its MIME type (`application/octet-stream` when the type has none).
    public let mimeType: String

    /// A file to save.
    public init(name: String, data: Data, mimeType: String) {
        self.name = name
        self.data = data
        self.mimeType = mimeType
    }

    /// `document` written as `contentType`, named `name` (with the type's
    /// extension added when it lacks one). A folder cannot be saved from a page.
    init<D: FileDocument>(_ document: D, contentType: UTType, name: String?) throws {
        let wrapper = try document.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: contentType))
        guard let data = wrapper.regularFileContents else {
            throw FileImportError(reason: "a folder cannot be saved from a page; write the document as one file")
        }
        var name = name ?? wrapper.preferredFilename ?? "Untitled"
        if let ext = contentType.preferredFilenameExtension, !name.lowercased().hasSuffix("." + ext) {
            name += "." + ext
        }
        self.init(name: name, data: data, mimeType: contentType.preferredMIMEType ?? "application/octet-stream")
    }
}

/// The files `.fileExporter` elements prepared for the page, by element,
/// until the download takes them.
@MainActor
enum PreparedExports {
    static var files: [ObjectIdentifier: [ExportedFile]] = [:]
}

extension ViewGraph {
    /// The files the `.fileExporter` of `element` saves: its documents are
    /// written now (the page asked for them). Nil when the element is no
    /// presented exporter; the exporter reports a document that fails to
    /// write to its `onCompletion`.
    public func exportFiles(from id: ElementID) -> [ExportedFile]? {
        guard let element = element(id), element["modifier"] == "fileExporter" else { return nil }
        send(.prepareFileExport, to: id)
        return PreparedExports.files.removeValue(forKey: ObjectIdentifier(element))
    }
}

/// The wrapper of `.fileExporter` (`modifier` `fileExporter`): while
/// presented (`presented`, with the number of files in `count`), the page
/// downloads the files the documents write and saves them.
struct FileExporterElement<Content: View>: WrapperElement {
    static var modifierName: String { "fileExporter" }

    let content: Content
    let isPresented: Binding<Bool>
    let count: Int
    let makeFiles: @MainActor () throws -> [ExportedFile]
    let onOutcome: @MainActor (FilePickerOutcome) -> Void

    static var isInteractive: Bool { true }

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        guard isPresented.wrappedValue, count > 0 else { return [:] }
        return ["presented": "true", "count": String(count)]
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues, element: Element) -> Bool {
        guard isPresented.wrappedValue else { return false }
        switch event {
        case .prepareFileExport:
            do {
                PreparedExports.files[ObjectIdentifier(element)] = try makeFiles()
            } catch {
                isPresented.wrappedValue = false
                onOutcome(.failed(error.localizedDescription))
            }
            return true
        case .fileExport(let outcome):
            isPresented.wrappedValue = false
            onOutcome(outcome)
            return true
        default:
            return false
        }
    }
}

extension View {
    /// Saves `document`, written as `contentType`, while `isPresented` is
    /// true: the page downloads it under `defaultFilename` (with the type's
    /// extension), and `onCompletion` gets the URL of the server's copy.
    ///
    /// A browser saves to its downloads folder; it does not say where, nor
    /// when the person cancels a save dialog.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
    ) -> some View {
        fileExporter(
            isPresented: isPresented, document: document, contentType: contentType, defaultFilename: defaultFilename,
            onCompletion: onCompletion, onCancellation: {})
    }

    /// Saves each of `documents`, written as `contentType`.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        let documents = Array(documents)
        return FileExporterElement(
            content: self, isPresented: isPresented, count: documents.count,
            makeFiles: { try documents.map { try ExportedFile($0, contentType: contentType, name: nil) } }
        ) { outcome in
            switch outcome {
            case .files(let urls): onCompletion(.success(urls))
            case .cancelled: break
            case .failed(let reason): onCompletion(.failure(FileImportError(reason: reason)))
            }
        }
    }

    /// Saves `document`, and runs `onCancellation` when the save does not happen.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void, onCancellation: @escaping @MainActor () -> Void
    ) -> some View {
        FileExporterElement(
            content: self, isPresented: isPresented, count: document == nil ? 0 : 1,
            makeFiles: { try document.map { [try ExportedFile($0, contentType: contentType, name: defaultFilename)] } ?? [] }
        ) { outcome in
            switch outcome {
            case .files(let urls): if let url = urls.first { onCompletion(.success(url)) }
            case .cancelled: onCancellation()
            case .failed(let reason): onCompletion(.failure(FileImportError(reason: reason)))
            }
        }
    }
}
