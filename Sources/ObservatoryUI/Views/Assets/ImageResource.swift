import Foundation

/// An image set of an asset catalog, as Xcode's generated asset symbols
/// name it: `Image(.avatar)`.
///
/// The `AssetSymbols` build-tool plugin generates a static member for each
/// image set of a target's `.xcassets` catalogs.
public struct ImageResource: Hashable, @unchecked Sendable {
    /// The image set's name in its catalog (`Avatar` for `Avatar.imageset`).
    public let name: String
    /// The bundle the catalog was copied into.
    public let bundle: Bundle

    /// The image set named `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The image of an asset catalog's image set: `Image(.avatar)`. In dark
    /// mode, the set's dark appearance when it has one.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
