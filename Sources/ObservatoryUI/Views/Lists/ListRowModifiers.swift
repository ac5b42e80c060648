import Foundation

/// The row traits a list reads from a row: insets, background, separators.
/// Renders a `modifier` element named `listRow` around the row (attributes
/// `insets` as `top,leading,bottom,trailing`, `separator`, `sectionSeparator`)
/// with, for a background, a `rowBackground` slot after the row. A renderer
/// merges the traits of the `listRow` elements a row is wrapped in.
struct ListRowTraitsElement<Content: View, Background: View>: WrapperElement {
    static var modifierName: String { "listRow" }

    let row: Content
    let background: Background?
    let traits: [String: String]

    var content: TupleView<(Content, Slot<Background>?)> {
        TupleView((row, background.map { Slot("rowBackground", content: $0) }))
    }

    func parameters(in environment: EnvironmentValues) -> [String: String] { traits }
}

extension View {
    /// Sets the insets of this row's content in a list; nil keeps the list's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowTraitsElement<Self, EmptyView>(
            row: self, background: nil, traits: insets.map { ["insets": $0.attributeValue] } ?? [:])
    }

    /// Puts `view` behind this row of a list, edge to edge.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        ListRowTraitsElement(row: self, background: view, traits: [:])
    }

    /// Shows or hides the separators of this row of a list (`edges`: the
    /// top, the bottom or both; the browser draws one line between rows, so
    /// hiding either hides that line).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListRowTraitsElement<Self, EmptyView>(
            row: self, background: nil, traits: ["separator": visibility.attributeValue])
    }

    /// Shows or hides the separators around this section of a list.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListRowTraitsElement<Self, EmptyView>(
            row: self, background: nil, traits: ["sectionSeparator": visibility.attributeValue])
    }

    /// Sets the tint of this row's controls in a list.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        ListRowTraitsElement<Self, EmptyView>(
            row: self, background: nil, traits: color.map { ["separatorTint": $0.styleDescription] } ?? [:])
    }
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether scrolling views (lists, forms) draw their own background.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the background of the lists, forms and scroll views in
    /// this view, so that a background of your own shows through.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(EnvironmentWriter(value: visibility) { $0.scrollContentBackground = visibility })
    }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { 44 }
}

extension EnvironmentValues {
    /// The least height of a list's rows: 44 points, as on an iPhone, unless
    /// set (`.environment(\.defaultMinListRowHeight, 60)`). Lists inside
    /// give other heights to their rows (attribute `minRowHeight`).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}
