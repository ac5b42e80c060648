import Foundation

#if !canImport(Darwin)
/// A file or a folder of files in memory, as Foundation declares it on
/// Apple's platforms (Linux's has none): what a ``FileDocument`` reads and
/// writes.
open class FileWrapper: @unchecked Sendable {
    private enum Contents {
        case regularFile(Data)
        case directory([String: FileWrapper])
    }

    private var contents: Contents

    /// The name this wrapper would like when it is written.
    open var preferredFilename: String?
    /// The name it was read from or written to.
    open var filename: String?
    /// Its POSIX attributes (not kept here).
    open var fileAttributes: [String: Any] = [:]

    /// A file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = .regularFile(contents)
    }

    /// A folder of `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
        contents = .directory(childrenByPreferredName)
    }

    /// The file or folder at `url`, read now.
    public init(url: URL, options: ReadingOptions = []) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        if isDirectory.boolValue {
            var children: [String: FileWrapper] = [:]
            for child in try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil) {
                children[child.lastPathComponent] = try FileWrapper(url: child, options: options)
            }
            contents = .directory(children)
        } else {
            contents = .regularFile(try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    /// How a wrapper reads its file.
    public struct ReadingOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read at once (always so here).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Read without mapping the file (always so here).
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a wrapper writes its file.
    public struct WritingOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary file, then move it in place.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Keep the name written to in ``filename``.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    /// Whether this is a file.
    open var isRegularFile: Bool {
        if case .regularFile = contents { return true }
        return false
    }

    /// Whether this is a folder.
    open var isDirectory: Bool { !isRegularFile }

    /// Whether this is a symbolic link (never, here).
    open var isSymbolicLink: Bool { false }

    /// A file's contents; nil for a folder.
    open var regularFileContents: Data? {
        if case .regularFile(let data) = contents { return data }
        return nil
    }

    /// A folder's children by name; nil for a file.
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = contents { return children }
        return nil
    }

    /// Adds `child` to a folder, under its preferred name; returns the name used.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = contents else { return child.preferredFilename ?? "" }
        let base = child.preferredFilename ?? "Untitled"
        var name = base
        var number = 2
        while children[name] != nil {
            name = "\(number) \(base)"
            number += 1
        }
        children[name] = child
        contents = .directory(children)
        return name
    }

    /// Adds a file of `data` named `fileName` to a folder; returns the name used.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = contents else { return }
        children = children.filter { $0.value !== child }
        contents = .directory(children)
    }

    /// Writes the file or folder to `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch contents {
        case .regularFile(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
#endif
