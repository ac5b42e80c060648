import Foundation

/// The layout of an ``HStack``, as a value.
public struct HStackLayout: Layout {
    /// How the views are aligned vertically.
    public var alignment: VerticalAlignment
    /// The space between views (nil: the default).
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// `axis=horizontal`, the alignment and spacing.
    public var stackAttributes: [String: String] {
        var attributes = ["axis": "horizontal", "alignment": alignment.rawValue]
        if let spacing { attributes["spacing"] = spacing.attributeValue }
        return attributes
    }
}

/// The layout of a ``VStack``, as a value.
public struct VStackLayout: Layout {
    /// How the views are aligned horizontally.
    public var alignment: HorizontalAlignment
    /// The space between views (nil: the default).
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// `axis=vertical`, the alignment and spacing.
    public var stackAttributes: [String: String] {
        var attributes = ["axis": "vertical", "alignment": alignment.rawValue]
        if let spacing { attributes["spacing"] = spacing.attributeValue }
        return attributes
    }
}

/// The layout of a ``ZStack``, as a value.
public struct ZStackLayout: Layout {
    /// Where the views are placed.
    public var alignment: Alignment

    /// An overlaying layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// `axis=depth` and the alignment.
    public var stackAttributes: [String: String] {
        ["axis": "depth", "alignment": "\(alignment.horizontal.rawValue) \(alignment.vertical.rawValue)"]
    }
}

/// Any layout, so that a view can choose one at run time.
public struct AnyLayout: Layout {
    /// The wrapped layout's attributes.
    public let stackAttributes: [String: String]

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        stackAttributes = layout.stackAttributes
    }
}
