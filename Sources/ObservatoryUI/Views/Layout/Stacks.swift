/// Arranges its children in a vertical line.
public struct VStack<Content: View>: View {
    // The content first: the alignment then fills its tail padding, and a
    // stack of a row's views fits a smaller malloc block in its node.
    let content: Content
    let alignment: HorizontalAlignment
    let spacing: Double?

    /// A vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Arranges its children in a horizontal line.
public struct HStack<Content: View>: View {
    // The content first, as in `VStack`.
    let content: Content
    let alignment: VerticalAlignment
    let spacing: Double?

    /// A horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Overlays its children, the first at the back.
public struct ZStack<Content: View>: View {
    // The content first, as in `VStack`.
    let content: Content
    let alignment: Alignment

    /// An overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

/// Placement in both directions.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centered vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centered vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top, centered horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom, centered horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension VStack: ElementView {
    static var role: ElementRole { .stack }
    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["axis": "vertical", "alignment": alignment.rawValue]
        if let spacing { attributes["spacing"] = spacing.attributeValue }
        return attributes
    }
}

extension HStack: ElementView {
    static var role: ElementRole { .stack }
    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["axis": "horizontal", "alignment": alignment.rawValue]
        if let spacing { attributes["spacing"] = spacing.attributeValue }
        return attributes
    }
}

extension ZStack: ElementView {
    static var role: ElementRole { .stack }
    func attributes(in environment: EnvironmentValues) -> [String: String] {
        ["axis": "depth", "alignment": "\(alignment.horizontal.rawValue) \(alignment.vertical.rawValue)"]
    }
}

