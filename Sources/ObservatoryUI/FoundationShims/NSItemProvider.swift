import Foundation

#if !canImport(Darwin)
/// Who may see a representation an ``NSItemProvider`` registers (kept for
/// source compatibility: a page's drag is seen by the page only).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Any process.
    case all = 0
    /// Processes of the same team.
    case team = 1
    /// Only the process that made it.
    case ownProcess = 3
}

/// Data of several types for a drag and drop (or a share), loaded on
/// demand, as Foundation declares it on Apple's platforms (Linux's has
/// none): what `.onDrag` returns and `.onDrop` receives.
///
/// Each representation is registered under a uniform type identifier with a
/// closure that produces its data. Loading asks for a type; a
/// representation whose type conforms to it answers (a `public.utf8-plain-text`
/// one answers a request for `public.text`). The completion handlers run on
/// a background queue, as on Apple's platforms.
public final class NSItemProvider: @unchecked Sendable {
    /// One registered representation.
    struct Representation: Sendable {
        let typeIdentifier: String
        let load: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
        /// The file it was made from (`init(contentsOf:)`), if any.
        let fileURL: URL?
    }

    private let representations = SanitizedMutex<[Representation]>([])
    /// A name for the data, for when it is saved as a file.
    public var suggestedName: String? {
        get { names.withLock { $0 } }
        set { names.withLock { $0 = newValue } }
    }
    private let names = SanitizedMutex<String?>(nil)

    /// A provider with no representation yet.
    public init() {}

    /// A provider of `object`'s representations.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of `item` (an `NSString`, `NSURL` or `NSData`, or what
    /// bridges to them) under `typeIdentifier`.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let data: Data?
        switch item as Any {
        case let url as URL: data = Data(url.absoluteString.utf8)
        case let string as String: data = Data(string.utf8)
        case let bytes as Data: data = bytes
        default: data = nil
        }
        guard let data else { return }
        register(Representation(typeIdentifier: typeIdentifier, load: { done in done(data, nil); return nil }, fileURL: nil))
    }

    /// A provider of the file at `fileURL`: its URL (`public.file-url`) and
    /// its contents, typed by its extension; nil when there is no such file.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        register(Representation(typeIdentifier: type.identifier, load: { done in
            do { done(try Data(contentsOf: fileURL), nil) } catch { done(nil, error) }
            return nil
        }, fileURL: fileURL))
        let urlData = Data(fileURL.absoluteString.utf8)
        register(Representation(typeIdentifier: UTType.fileURL.identifier, load: { done in done(urlData, nil); return nil }, fileURL: nil))
    }

    /// The identifiers of its representations, in the order registered.
    public var registeredTypeIdentifiers: [String] {
        representations.withLock { $0.map(\.typeIdentifier) }
    }

    /// The identifiers of its representations with `fileOptions` (all of them here).
    public func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions) -> [String] {
        registeredTypeIdentifiers
    }

    /// Whether a representation's type is `typeIdentifier` or conforms to it.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether a representation's type is `typeIdentifier` or conforms to it.
    public func hasRepresentationConforming(
        toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []
    ) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Registers data of `typeIdentifier`, made by `loadHandler` when asked for.
    public func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        register(Representation(typeIdentifier: typeIdentifier, load: loadHandler, fileURL: nil))
    }

    /// Registers each of `object`'s writable types.
    public func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let box = UncheckedObject(object)
        for typeIdentifier in type(of: object).writableTypeIdentifiersForItemProvider {
            register(Representation(typeIdentifier: typeIdentifier, load: { done in
                box.object.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: done)
            }, fileURL: nil))
        }
    }

    /// Whether `aClass` can be made from one of its representations.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Whether `aClass` (`String`, `URL`, `Data`) can be made from one of its representations.
    public func canLoadObject<T: _ObjectiveCBridgeable & SendableMetatype>(ofClass aClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Makes an instance of `aClass` from the first representation it can
    /// read, and passes it to `completionHandler` (on a background queue).
    @discardableResult
    public func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        guard let (typeIdentifier, _) = readable.lazy.compactMap({ id in self.representation(conformingTo: id).map { (id, $0) } }).first
        else {
            return finish { completionHandler(nil, Self.unavailable(readable.first ?? "")) }
        }
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil) } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Makes a `String`, `URL` or `Data` from the first representation it
    /// can read, and passes it to `completionHandler` (on a background queue).
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable & SendableMetatype>(
        ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { object, error in
            completionHandler((object as? T._ObjectiveCType).map(T._unconditionallyBridgeFromObjectiveC), error)
        }
    }

    /// Loads the data of the representation that conforms to `typeIdentifier`.
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        guard let representation = representation(conformingTo: typeIdentifier) else {
            return finish { completionHandler(nil, Self.unavailable(typeIdentifier)) }
        }
        let progress = Progress(totalUnitCount: 1)
        DispatchQueue.global().async {
            _ = representation.load { data, error in
                progress.completedUnitCount = 1
                completionHandler(data, error)
            }
        }
        return progress
    }

    /// Loads a file of the representation that conforms to `typeIdentifier`:
    /// the file it was made from, or its data written to a temporary file.
    @discardableResult
    public func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        if let fileURL = representation(conformingTo: typeIdentifier)?.fileURL {
            return finish { completionHandler(fileURL, nil) }
        }
        let name = suggestedName ?? UUID().uuidString
        let fileExtension = UTType(typeIdentifier)?.preferredFilenameExtension
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            let url = FileManager.default.temporaryDirectory
                .appendingPathComponent(fileExtension.map { "\(name).\($0)" } ?? name)
            do {
                try data.write(to: url, options: .atomic)
                completionHandler(url, nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Loads the representation that conforms to `typeIdentifier` as an
    /// item: an `NSURL` for a URL type, an `NSString` for text, `NSData`
    /// otherwise.
    public func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: (@Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil
    ) {
        guard let completionHandler else { return }
        let type = UTType(typeIdentifier)
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            if type?.conforms(to: .url) == true, let string = String(data: data, encoding: .utf8), let url = NSURL(string: string) {
                completionHandler(url, nil)
            } else if type?.conforms(to: .text) == true, let string = String(data: data, encoding: .utf8) {
                completionHandler(NSString(string: string), nil)
            } else {
                completionHandler(NSData(data: data), nil)
            }
        }
    }

    private func register(_ representation: Representation) {
        representations.withLock { $0.append(representation) }
    }

    /// The first representation whose type is `typeIdentifier` or conforms to it.
    func representation(conformingTo typeIdentifier: String) -> Representation? {
        let wanted = UTType(typeIdentifier)
        return representations.withLock { list in
            list.first { $0.typeIdentifier == typeIdentifier }
                ?? list.first { candidate in
                    guard let wanted, let type = UTType(candidate.typeIdentifier) else { return false }
                    return type.conforms(to: wanted)
                }
        }
    }

    private func finish(_ body: @escaping @Sendable () -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        DispatchQueue.global().async {
            progress.completedUnitCount = 1
            body()
        }
        return progress
    }

    private static func unavailable(_ typeIdentifier: String) -> CocoaError {
        CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "The item has no data of type \(typeIdentifier)."])
    }
}

/// How a file representation may be handed out (kept for source compatibility).
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Options from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The file may be opened in place.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// An object handed to a background queue as the item provider's own
/// (`NSItemProviderWriting` classes are not declared `Sendable`; the
/// provider only asks it for its data).
private struct UncheckedObject: @unchecked Sendable {
    let object: any NSItemProviderWriting
    init(_ object: any NSItemProviderWriting) { self.object = object }
}
#endif
