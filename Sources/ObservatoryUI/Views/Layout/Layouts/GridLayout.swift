import Foundation

/// The layout of a ``Grid``, as a value: `GridLayout(horizontalSpacing: 8) { GridRow { … } }`.
///
/// Called with content, it lays the content out as a ``Grid`` does. Inside
/// ``AnyLayout`` (which switches between layouts without losing the
/// content's state, so every layout in it is one kind of element) its rows
/// stack vertically with the grid's vertical spacing, each row's cells side
/// by side: the columns line up only in a `Grid` or a `GridLayout` called
/// directly.
public struct GridLayout: Layout {
    /// Where the cells are placed.
    public var alignment: Alignment
    /// The space between columns (nil: the default).
    public var horizontalSpacing: CGFloat?
    /// The space between rows (nil: the default).
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// `axis=vertical`, the horizontal alignment and the vertical spacing:
    /// the rows stacked, as in ``AnyLayout``.
    public var stackAttributes: [String: String] {
        var attributes = ["axis": "vertical", "alignment": alignment.horizontal.rawValue]
        if let verticalSpacing { attributes["spacing"] = verticalSpacing.attributeValue }
        return attributes
    }

    /// Lays out `content` (``GridRow``s, and views between them) as a ``Grid``.
    @MainActor
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, content: content)
    }
}
