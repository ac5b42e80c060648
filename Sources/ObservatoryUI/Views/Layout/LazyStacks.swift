import Foundation

/// A vertical stack that iOS builds only as its rows scroll into view.
///
/// The browser renders every row: laziness there is a memory optimisation,
/// and a page of server-rendered rows costs no more than the elements
/// themselves. Element: as ``VStack``'s, with `lazy=true` and `pinned` (see
/// ``PinnedScrollableViews``).
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let rows: Content

    /// A lazy vertical stack.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        rows = content()
    }
}

extension LazyVStack: ElementView {
    static var role: ElementRole { .stack }

    static var lazyHostKind: LazyHostKind { .container }

    var content: some View { rows.lazyContainer(LazyContainer(kind: .stack, axis: .vertical)) }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        VStackLayout(alignment: alignment, spacing: spacing).stackAttributes.lazy(pinning: pinnedViews)
    }
}

/// A horizontal stack that iOS builds only as its columns scroll into view.
/// The browser renders every column; element as ``HStack``'s, with `lazy=true`.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let columns: Content

    /// A lazy horizontal stack.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        columns = content()
    }
}

extension LazyHStack: ElementView {
    static var role: ElementRole { .stack }

    static var lazyHostKind: LazyHostKind { .container }

    var content: some View { columns.lazyContainer(LazyContainer(kind: .stack, axis: .horizontal)) }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        HStackLayout(alignment: alignment, spacing: spacing).stackAttributes.lazy(pinning: pinnedViews)
    }
}

extension [String: String] {
    /// A stack's attributes marked lazy, with the views it pins.
    fileprivate func lazy(pinning pinnedViews: PinnedScrollableViews) -> [String: String] {
        var attributes = self
        attributes["lazy"] = "true"
        if !pinnedViews.isEmpty { attributes["pinned"] = pinnedViews.attributeValue }
        return attributes
    }
}
