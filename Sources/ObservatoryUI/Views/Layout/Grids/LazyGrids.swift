import Foundation

/// A grid that grows vertically: its views fill the columns given, row by row.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///     ForEach(photos) { PhotoCell(photo: $0) }
/// }
/// ```
///
/// Element: role `lazyGrid`, attributes `axis=vertical`, `tracks` (the
/// columns, see ``GridItem``), `alignment`, `spacing`. The browser renders
/// every cell (laziness is a memory optimisation of iOS) in a CSS grid whose
/// columns follow the items: fixed, flexible (`minmax`) or adaptive (as many
/// as fit).
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let cells: Content

    /// A vertical grid with `columns`; `spacing` is between rows.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        cells = content()
    }
}

extension LazyVGrid: ElementView {
    static var role: ElementRole { .lazyGrid }

    static var lazyHostKind: LazyHostKind { .container }

    var content: some View { cells.lazyContainer(LazyContainer(kind: .grid, axis: .vertical)) }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        LazyGridAttributes.of(
            axis: "vertical", tracks: columns, alignment: alignment.rawValue, spacing: spacing, pinnedViews: pinnedViews)
    }
}

/// A grid that grows horizontally: its views fill the rows given, column by
/// column. Element as ``LazyVGrid``'s, with `axis=horizontal` and the rows as `tracks`.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let cells: Content

    /// A horizontal grid with `rows`; `spacing` is between columns.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        cells = content()
    }
}

extension LazyHGrid: ElementView {
    static var role: ElementRole { .lazyGrid }

    static var lazyHostKind: LazyHostKind { .container }

    var content: some View { cells.lazyContainer(LazyContainer(kind: .grid, axis: .horizontal)) }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        LazyGridAttributes.of(
            axis: "horizontal", tracks: rows, alignment: alignment.rawValue, spacing: spacing, pinnedViews: pinnedViews)
    }
}

/// The attributes both lazy grids share.
enum LazyGridAttributes {
    static func of(
        axis: String, tracks: [GridItem], alignment: String, spacing: CGFloat?, pinnedViews: PinnedScrollableViews
    ) -> [String: String] {
        var attributes = ["axis": axis, "tracks": tracks.attributeValue, "alignment": alignment]
        if let spacing { attributes["spacing"] = spacing.attributeValue }
        if let gap = tracks.first?.spacing { attributes["trackSpacing"] = gap.attributeValue }
        if !pinnedViews.isEmpty { attributes["pinned"] = pinnedViews.attributeValue }
        return attributes
    }
}

/// The parts of a lazy stack or grid that stay pinned while it scrolls.
///
/// Pinned section headers and footers of a lazy stack or grid stick to the
/// scroll view's edge in the browser too (`position: sticky`).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: UInt8

    /// A set from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)

    /// `headers`, `footers` or `headers,footers`, for attributes.
    var attributeValue: String {
        var names: [String] = []
        if contains(.sectionHeaders) { names.append("headers") }
        if contains(.sectionFooters) { names.append("footers") }
        return names.joined(separator: ",")
    }
}
