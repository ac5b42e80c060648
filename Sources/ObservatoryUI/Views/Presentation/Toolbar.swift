extension View {
    /// Adds toolbar items to this view: ``ToolbarItem``s and
    /// ``ToolbarItemGroup``s, or plain views (each an item at the automatic
    /// placement).
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .navigationBarLeading) {
    ///         Toggle("Show Completed", isOn: $store.showCompleted)
    ///     }
    ///     ToolbarItemGroup(placement: .bottomBar) {
    ///         Button("Load") { … }
    ///         Button("Save") { … }
    ///     }
    /// }
    /// ```
    ///
    /// It renders as a `toolbar` element (attribute `inBar` on a navigation
    /// screen) whose children are this view's elements, then one `slot` per
    /// item (attributes `name=toolbarItem` and `placement`, such as
    /// `bottomBar`) holding the item's elements.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        ToolbarElement(content: TupleView((self, ToolbarItemsView(content: content()))))
            .modifier(ScreenAttributeModifier(name: "toolbar", value: "true"))
    }
}

/// The element of `.toolbar`: the view, then its items. On a navigation
/// screen it is marked `inBar` (and the screen `toolbar`), and the page shows
/// its top items in that screen's bar, as iOS does; elsewhere (a sheet with
/// no stack of its own) they stay in a row above the content.
struct ToolbarElement<Content: View>: ElementView {
    let content: Content

    static var role: ElementRole { .toolbar }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        environment.navigationScreen == nil ? [:] : ["inBar": "true"]
    }
}
