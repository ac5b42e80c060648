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
    /// It renders as a `toolbar` element whose children are this view's
    /// elements, then one `slot` per item (attributes `name=toolbarItem` and
    /// `placement`, such as `bottomBar`) holding the item's elements.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = ToolbarItemsView(content: content())
        return StructuralElement(role: .toolbar) {
            self
            items
        }
    }
}
