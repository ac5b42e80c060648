import Foundation

/// What the page's file picker (`.fileImporter`) or save (`.fileExporter`)
/// came back with: files, nothing (the person cancelled), or a failure.
public enum FilePickerOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The chosen files, copied where the app can read them (imported), or
    /// the server's copies of the files saved (exported).
    case files([URL])
    /// The person closed the picker without choosing.
    case cancelled
    /// The files could not be received; the reason, for people.
    case failed(String)

    /// `files(2)`, `cancelled`, `failed(…)`.
    public var description: String {
        switch self {
        case .files(let urls): "files(\(urls.map(\.lastPathComponent).joined(separator: ", ")))"
        case .cancelled: "cancelled"
        case .failed(let reason): "failed(\(reason))"
        }
    }
}

/// Why `.fileImporter` reports a failure.
public struct FileImportError: LocalizedError, Hashable, Sendable {
    /// What went wrong, for people.
    public let reason: String

    /// A failure for `reason`.
    public init(reason: String) { self.reason = reason }

    /// The reason.
    public var errorDescription: String? { reason }
}

/// The wrapper of `.fileImporter` (`modifier` `fileImporter`): while
/// presented (`presented`), the page opens its file picker for the types
/// in `accept` (several files with `multiple`) and answers with an event.
struct FileImporterElement<Content: View>: WrapperElement {
    static var modifierName: String { "fileImporter" }

    let content: Content
    let isPresented: Binding<Bool>
    let allowedContentTypes: [UTType]
    let allowsMultipleSelection: Bool
    let onOutcome: @MainActor (FilePickerOutcome) -> Void

    static var isInteractive: Bool { true }

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var parameters = ["accept": UTType.acceptedFileTypes(allowedContentTypes).joined(separator: ",")]
        if isPresented.wrappedValue { parameters["presented"] = "true" }
        if allowsMultipleSelection { parameters["multiple"] = "true" }
        return parameters
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard case .fileImport(let outcome) = event, isPresented.wrappedValue else { return false }
        isPresented.wrappedValue = false
        onOutcome(outcome)
        return true
    }
}

extension View {
    /// Shows a file picker while `isPresented` is true, for files of
    /// `allowedContentTypes`; `onCompletion` gets the chosen file's URL, a
    /// copy in a folder of the app's that it may read, move or delete.
    ///
    /// A browser opens its picker only within a few seconds of a click or
    /// key press: set `isPresented` from a button's action. When the person
    /// cancels, `onCompletion` is not called. Files over the server's upload
    /// limit fail with a ``FileImportError``.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
    ) -> some View {
        FileImporterElement(
            content: self, isPresented: isPresented, allowedContentTypes: allowedContentTypes,
            allowsMultipleSelection: false
        ) { outcome in
            switch outcome {
            case .files(let urls):
                if let url = urls.first { onCompletion(.success(url)) }
            case .cancelled: break
            case .failed(let reason): onCompletion(.failure(FileImportError(reason: reason)))
            }
        }
    }

    /// Shows a file picker for one or, with `allowsMultipleSelection`,
    /// several files of `allowedContentTypes`.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void
    ) -> some View {
        fileImporter(
            isPresented: isPresented, allowedContentTypes: allowedContentTypes,
            allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion, onCancellation: {})
    }

    /// Shows a file picker, and runs `onCancellation` when the person closes
    /// it without choosing.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping @MainActor () -> Void
    ) -> some View {
        FileImporterElement(
            content: self, isPresented: isPresented, allowedContentTypes: allowedContentTypes,
            allowsMultipleSelection: allowsMultipleSelection
        ) { outcome in
            switch outcome {
            case .files(let urls): onCompletion(.success(urls))
            case .cancelled: onCancellation()
            case .failed(let reason): onCompletion(.failure(FileImportError(reason: reason)))
            }
        }
    }
}
