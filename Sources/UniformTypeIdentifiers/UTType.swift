import Foundation

/// A type of data or file, named by a reverse-DNS identifier
/// (`public.png`), with the file name extensions and MIME types that tag
/// it and the types it conforms to (`public.png` is a `public.image`).
///
/// Linux has no `UniformTypeIdentifiers` framework; this module is `import
/// UniformTypeIdentifiers` there, with the types iOS apps name most
/// (``UTType/declaredTypes``) and types made from an extension or a MIME
/// type. What a browser needs of a type, to choose files, is its
/// extensions and MIME types (``acceptedFileTypes``).
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`public.png`, `com.example.habits`).
    public let identifier: String

    /// A declared type, or one made from a tag or an app's declaration.
    init(declaration: UTTypeDeclaration) {
        identifier = declaration.identifier
        UTTypeRegistry.shared.register(declaration)
    }

    /// The declared type with `identifier`, if this module knows it.
    public init?(_ identifier: String) {
        guard UTTypeRegistry.shared.declaration(of: identifier) != nil else { return nil }
        self.identifier = identifier
    }

    /// The type of files with `filenameExtension` (without its dot): a
    /// declared type that conforms to `supertype`, else a dynamic type made
    /// for it. Nil when a declared type has the extension but does not conform.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension.lowercased(), class: .filenameExtension, conformingTo: supertype)
    }

    /// The type of data with `mimeType`, as ``init(filenameExtension:conformingTo:)``.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType.lowercased(), class: .mimeType, conformingTo: supertype)
    }

    /// The type tagged `tag` of `tagClass`, conforming to `supertype`.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        self.init(tag: tag.lowercased(), class: tagClass, conformingTo: supertype ?? .data)
    }

    private init?(tag: String, class tagClass: UTTagClass, conformingTo supertype: UTType) {
        if let declared = UTTypeRegistry.shared.declarations(tagged: tag, class: tagClass).first {
            guard declared.conforms(to: supertype.identifier) else { return nil }
            self.init(unchecked: declared.identifier)
            return
        }
        self.init(declaration: UTTypeDeclaration(
            identifier: "dyn.\(tagClass.rawValue).\(tag)", conformsTo: [supertype.identifier],
            tags: [tagClass: [tag]], description: nil, isDynamic: true))
    }

    /// A type the app declares as its own (Info.plist's exported types).
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(declaration: UTTypeDeclaration(
            identifier: identifier, conformsTo: [(parent ?? .data).identifier], tags: [:], description: nil))
    }

    /// A type another app declares that this one uses (Info.plist's imported types).
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parent)
    }

    private var declaration: UTTypeDeclaration? { UTTypeRegistry.shared.declaration(of: identifier) }

    /// The tags of the type, by class.
    public var tags: [UTTagClass: [String]] { declaration?.tags ?? [:] }
    /// The extension files of this type usually have, without its dot.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }
    /// The MIME type data of this type usually has.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }
    /// A description for people ("PNG image").
    public var localizedDescription: String? { declaration?.description }
    /// Whether this module (or the app) declares the type.
    public var isDeclared: Bool { declaration.map { !$0.isDynamic } ?? false }
    /// Whether the type was made from a tag alone.
    public var isDynamic: Bool { declaration?.isDynamic ?? false }
    /// Whether the type is one of the public ones (`public.…`).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// The types this type conforms to, directly or not.
    public var supertypes: Set<UTType> {
        Set(UTTypeRegistry.shared.ancestors(of: identifier).map { UTType(unchecked: $0) })
    }

    /// Whether data of this type is also of `type` (`.png` conforms to `.image` and `.data`).
    public func conforms(to type: UTType) -> Bool {
        declaration?.conforms(to: type.identifier) ?? (identifier == type.identifier)
    }

    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    /// Whether this type conforms to `type`.
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) }

    /// The identifier.
    public var description: String { identifier }
    /// The identifier.
    public var debugDescription: String { identifier }

    init(unchecked identifier: String) {
        self.identifier = identifier
    }

    /// What a browser's file picker accepts for these types: each type's
    /// extensions (with their dot) and MIME types, and `image/*`-style
    /// wildcards for the broad types. Empty (anything) when a type is as
    /// broad as `.data`, `.item` or `.content`.
    public static func acceptedFileTypes(_ types: [UTType]) -> [String] {
        var accepted: [String] = []
        for type in types {
            if [UTType.item, .content, .data].contains(type) { return [] }
            if let wildcard = UTTypeRegistry.wildcards[type.identifier] {
                accepted.append(wildcard)
                continue
            }
            var tagged = type.tags[.filenameExtension, default: []].map { "." + $0 } + type.tags[.mimeType, default: []]
            for subtype in UTTypeRegistry.shared.declaredSubtypes(of: type.identifier) {
                tagged += subtype.tags[.filenameExtension, default: []].map { "." + $0 } + subtype.tags[.mimeType, default: []]
            }
            // A MIME type with parameters (`;charset=`) is no picker type.
            for tag in tagged where !accepted.contains(tag) && !tag.contains(";") { accepted.append(tag) }
        }
        return accepted
    }
}

/// A class of tags that name a type: file name extensions, MIME types.
public struct UTTagClass: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The class's name (`public.filename-extension`).
    public let rawValue: String

    /// A class by its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// File name extensions (`png`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`image/png`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    /// The class's name.
    public var description: String { rawValue }
}
