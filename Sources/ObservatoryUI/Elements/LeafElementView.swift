/// A primitive without content whose element depends only on its value and
/// its environment: it reads no observable state, takes no user actions and
/// carries no tag (a `Text`, a `Spacer`, an `Image`).
///
/// Inside an element's content (a stack's children, a control's label) such
/// a view has no node: the element's node keeps its element and re-resolves
/// it from the content it keeps anyway, when the content or the environment
/// changes. A row of a list holds a label, a spacer and a text, so this saves
/// three nodes a row. Elsewhere (the direct result of a body) it is mounted
/// as a node like any view.
@MainActor
protocol LeafElementView: ElementView where Content == EmptyView {}

extension LeafElementView {
    // Reached through a cast of the view's type (``Node/makeChildren(for:leaves:)``),
    // which boxes nothing: `view` is a value of this type.

    /// The role of `view`'s element.
    static func leafRole(of view: some View) -> ElementRole { reinterpret(view, as: Self.self).elementRole }

    /// The attributes of `view`'s element in `environment`.
    static func leafAttributes(of view: some View, in environment: EnvironmentValues) -> [String: String] {
        reinterpret(view, as: Self.self).attributes(in: environment)
    }
}
