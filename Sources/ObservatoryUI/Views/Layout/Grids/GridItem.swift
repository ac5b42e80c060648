import Foundation

/// A column of a ``LazyVGrid`` (or a row of a ``LazyHGrid``).
public struct GridItem: Hashable, Sendable {
    /// How a grid item is sized.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space after this item (nil: the default).
    public var spacing: CGFloat?
    /// How the item's views are placed in it (nil: centered).
    public var alignment: Alignment?

    /// A grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The item as a renderer reads it: `fixed:100`, `flexible:10:infinity`,
    /// `adaptive:80:infinity`.
    var attributeValue: String {
        switch size {
        case .fixed(let width): return "fixed:\(width.attributeValue)"
        case .flexible(let minimum, let maximum): return "flexible:\(minimum.attributeValue):\(maximum.attributeValue)"
        case .adaptive(let minimum, let maximum): return "adaptive:\(minimum.attributeValue):\(maximum.attributeValue)"
        }
    }
}

extension [GridItem] {
    /// The items as one attribute, separated by spaces.
    var attributeValue: String { map(\.attributeValue).joined(separator: " ") }
}
