import Foundation

/// A document that is one file (or a folder) of some types: what
/// `.fileExporter` saves and `DocumentGroup` apps open.
///
/// ```swift
/// struct TextDocument: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init(configuration: ReadConfiguration) throws {
///         text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
public protocol FileDocument {
    /// The types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types the document writes (its readable types by default).
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from a file.
    init(configuration: ReadConfiguration) throws
    /// The file the document is written as.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    /// What a document reads from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document writes with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a ``FileDocument`` is read from, and its type.
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// A configuration for reading `file` as `contentType`.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// The type a ``FileDocument`` is written as, and the file it replaces.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, if any.
    public let existingFile: FileWrapper?

    /// A configuration for writing as `contentType`.
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
