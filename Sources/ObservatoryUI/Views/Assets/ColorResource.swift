import Foundation

/// A colour set of an asset catalog, as Xcode's generated asset symbols
/// name it: `Color(.brandBlue)`.
///
/// The `AssetSymbols` build-tool plugin generates a static member for each
/// colour set of a target's `.xcassets` catalogs, and `Color` and
/// `ShapeStyle` members too (`.foregroundStyle(.brandBlue)`).
public struct ColorResource: Hashable, @unchecked Sendable {
    /// The colour set's name in its catalog (`BrandBlue` for `BrandBlue.colorset`).
    public let name: String
    /// The bundle the catalog was copied into.
    public let bundle: Bundle

    /// The colour set named `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour of an asset catalog's colour set: its light and dark
    /// appearances follow the view's colour scheme.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
