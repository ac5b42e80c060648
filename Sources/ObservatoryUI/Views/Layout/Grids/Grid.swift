import Foundation

/// A two-dimensional layout: each ``GridRow`` is a row, and a row's views are
/// its cells, aligned in columns across rows.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Ada") }
///     Divider()
///     GridRow { Text("Note").gridCellColumns(2) }
/// }
/// ```
///
/// A view between rows that is not a `GridRow` spans every column. Element:
/// role `grid`, attributes `columns` (the widest row's number of cells,
/// counting ``View/gridCellColumns(_:)``), `alignment`, `horizontalSpacing`,
/// `verticalSpacing`, and `columnAlignments` (``View/gridColumnAlignment(_:)``).
/// The browser lays it out as a CSS grid.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let rows: Content

    /// A grid whose cells are placed with `alignment`, and spaced as given
    /// (nil: the default spacing).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        rows = content()
    }
}

extension Grid: ElementView {
    static var role: ElementRole { .grid }
    static var readsChildren: Bool { true }

    var content: Content { rows }

    func attributes(in environment: EnvironmentValues) -> [String: String] { [:] }

    func attributes(in environment: EnvironmentValues, element: Element) -> [String: String] {
        var attributes = ["columns": String(GridCells.columnCount(of: element))]
        if alignment != .center { attributes["alignment"] = alignment.attributeValue }
        if let horizontalSpacing { attributes["horizontalSpacing"] = horizontalSpacing.attributeValue }
        if let verticalSpacing { attributes["verticalSpacing"] = verticalSpacing.attributeValue }
        let columnAlignments = GridCells.columnAlignments(of: element)
        if !columnAlignments.isEmpty { attributes["columnAlignments"] = columnAlignments }
        return attributes
    }
}

/// A row of a ``Grid``: each of its views is a cell. Element: role
/// `gridRow`, attribute `alignment` (vertical) when not centered.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let cells: Content

    /// A row whose cells are aligned vertically with `alignment` (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        cells = content()
    }
}

extension GridRow: ElementView {
    static var role: ElementRole { .gridRow }
    static var relayoutChangesParent: Bool { true }

    var content: Content { cells }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        alignment.map { ["alignment": $0.rawValue] } ?? [:]
    }
}

/// A cell that spans several columns. Attribute: `count`.
struct GridCellColumnsElement<Content: View>: WrapperElement {
    static var modifierName: String { "gridCellColumns" }

    let content: Content
    let count: Int

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["count": String(count)]
    }
}

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        GridCellColumnsElement(content: self, count: max(1, count))
    }
}

/// How many columns the cells of a grid take.
@MainActor
public enum GridCells {
    /// The largest count a renderer accepts for one cell's span.
    public nonisolated static let maximumSpan = 1_000

    /// The columns `cell` spans: the `count` of the `gridCellColumns`
    /// modifier it is (or that it wraps, under other modifiers), else 1.
    public static func span(of cell: Element) -> Int {
        var current: Element? = cell
        var depth = 0
        while let element = current, element.role == .modifier, depth < 32 {
            if element["modifier"] == "gridCellColumns", let count = element["count"].flatMap(Int.init) {
                return min(max(count, 1), maximumSpan)
            }
            current = element.children.first
            depth += 1
        }
        return 1
    }

    /// The widest row's number of columns: the sum of its cells' spans.
    static func columnCount(of grid: Element) -> Int {
        var widest = 1
        for row in grid.children where row.role == .gridRow {
            widest = max(widest, row.children.reduce(0) { $0 + span(of: $1) })
        }
        return min(widest, maximumSpan)
    }
}

/// `.gridColumnAlignment`'s wrapper (attribute `modifier`:
/// `gridColumnAlignment`, with `alignment`). The ``Grid`` finds it in a
/// cell and aligns that whole column (attribute `columnAlignments`).
struct GridColumnAlignmentElement<Content: View>: WrapperElement {
    static var modifierName: String { "gridColumnAlignment" }

    let content: Content
    let alignment: HorizontalAlignment

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["alignment": alignment.rawValue]
    }
}

extension View {
    /// Aligns every cell of this cell's column in its ``Grid`` horizontally
    /// with `guide`, overriding the grid's alignment for that column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        GridColumnAlignmentElement(content: self, alignment: guide)
    }
}

extension GridCells {
    /// The columns a `.gridColumnAlignment` aligns, as `column:alignment`
    /// pairs (columns from 1) joined by commas; the first cell to set a
    /// column wins. Empty when no cell sets one.
    static func columnAlignments(of grid: Element) -> String {
        var alignments: [Int: String] = [:]
        for row in grid.children where row.role == .gridRow {
            var column = 1
            for cell in row.children {
                if alignments[column] == nil, let alignment = columnAlignment(of: cell) { alignments[column] = alignment }
                column += span(of: cell)
            }
        }
        return alignments.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")
    }

    /// The alignment a cell's `.gridColumnAlignment` sets (under other modifiers too).
    private static func columnAlignment(of cell: Element) -> String? {
        var current: Element? = cell
        var depth = 0
        while let element = current, element.role == .modifier, depth < 32 {
            if element["modifier"] == "gridColumnAlignment" { return element["alignment"] }
            current = element.children.first
            depth += 1
        }
        return nil
    }
}
