/// `.contextMenu`: a `contextMenu` element around the content, then a
/// `menu` slot with the items. In the browser a right click (or a long
/// press) on the content opens the items next to the pointer; choosing one
/// taps it and closes the list.
struct ContextMenuElement<Content: View, Items: View>: ElementView {
    let contents: Content
    let items: Items

    static var role: ElementRole { .contextMenu }

    var content: TupleView<(Content, Slot<Items>)> {
        TupleView((contents, Slot("menu", content: items)))
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] { [:] }
}

extension View {
    /// Adds a menu of actions that opens on a right click or a long press.
    ///
    /// ```swift
    /// Text(habit.title).contextMenu {
    ///     Button("Rename") { renaming = habit }
    ///     Button("Delete", role: .destructive) { store.delete(habit) }
    /// }
    /// ```
    public func contextMenu<Items: View>(@ViewBuilder menuItems: () -> Items) -> some View {
        ContextMenuElement(contents: self, items: menuItems())
    }
}

/// A context menu's items as a value (iOS 13): `.contextMenu(ContextMenu { … })`.
/// Deprecated in SwiftUI for ``View/contextMenu(menuItems:)``, which this
/// becomes.
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems

    /// A menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        items = menuItems()
    }
}

extension View {
    /// Adds `contextMenu`, or no menu when it is nil.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        ContextMenuElement(contents: self, items: contextMenu?.items)
    }
}
