import Foundation

#if !canImport(Darwin)
/// A class whose instances an ``NSItemProvider`` can carry
/// (`NSItemProvider(object:)`), as Foundation declares it on Apple's
/// platforms (Linux's has none). `NSString`, `NSURL` and `NSData` conform.
public protocol NSItemProviderWriting: AnyObject {
    /// The uniform type identifiers it can write, the richest first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes its data as `typeIdentifier`, calling `completionHandler` once.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

/// A class an ``NSItemProvider`` can make from its data
/// (`loadObject(ofClass:)`). `NSString`, `NSURL` and `NSData` conform, so
/// `String`, `URL` and `Data`, which bridge to them, load too.
public protocol NSItemProviderReading: AnyObject, SendableMetatype {
    /// The uniform type identifiers it can read, the richest first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes an instance from `data` of type `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// The data could not be read as the class asked for.
private func unreadable(_ typeIdentifier: String) -> CocoaError {
    CocoaError(.coderReadCorrupt, userInfo: [NSLocalizedDescriptionKey: "The data of \(typeIdentifier) could not be read."])
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// Plain text in UTF-8.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    /// Plain text, as UTF-8.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
    }

    /// The string's UTF-8 bytes.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }

    /// The string the UTF-8 bytes spell.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8) else { throw unreadable(typeIdentifier) }
        return Self(string: string)
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// A file URL, or a URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    /// A file URL, or a URL.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.fileURL.identifier, UTType.url.identifier] }

    /// The URL's absolute string, in UTF-8.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        let text: String? = absoluteString
        completionHandler(text.map { Data($0.utf8) }, nil)
        return nil
    }

    /// The URL the UTF-8 bytes spell.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8), let url = NSURL(string: string) as? Self else {
            throw unreadable(typeIdentifier)
        }
        return url
    }
}

extension NSData: NSItemProviderWriting, NSItemProviderReading {
    /// Bytes of no declared type.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.data.identifier] }
    /// Any data.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.data.identifier] }

    /// The bytes.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(bytes: bytes, count: length), nil)
        return nil
    }

    /// The bytes, as they are.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let object = NSData(data: data) as? Self else { throw unreadable(typeIdentifier) }
        return object
    }
}
#endif
