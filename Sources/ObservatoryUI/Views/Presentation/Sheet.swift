/// Presents a sheet while a binding says so: renders as a `sheet` element
/// (attributes `isPresented`, and `style`: `sheet`, `fullScreenCover` or
/// `popover`) whose children are the content's elements and,
/// while presented, a `sheet` slot with the sheet's content.
///
/// The sheet's content is mounted when it is presented and unmounted when it
/// is dismissed, so its state starts over each time. Inside it,
/// `@Environment(\.dismiss)` dismisses it; `onDismiss` runs after it left the
/// tree, however it was dismissed (the event, the environment action, or the
/// binding set by the app).
struct SheetModifier<SheetContent: View>: ViewModifier, BuiltinModifier {
    /// `sheet`, `fullScreenCover` or `popover`: the element's attribute `style`.
    var style = "sheet"
    /// Whether the sheet is shown (read in the body, so it is tracked).
    let isShown: @MainActor () -> Bool
    /// Clears the presentation's binding.
    let clear: @MainActor () -> Void
    let onDismiss: (@MainActor () -> Void)?
    /// The sheet's content and its identity (an item's id); called only
    /// while it is shown.
    let sheet: @MainActor () -> (content: SheetContent, id: AnyHashable)?
    @State private var dismisser = DismissHandler()

    func body(content: Content) -> some View {
        let shown = isShown()
        let clear = self.clear
        let isShown = self.isShown
        dismisser.perform = { if isShown() { clear() } }
        let dismiss = DismissAction(handler: dismisser)
        return StructuralElement(
            role: .sheet, attributes: ["isPresented": String(shown), "style": style],
            onEvent: { event in
                guard event == .dismiss, isShown() else { return false }
                clear()
                return true
            }
        ) {
            content
            if shown, let sheet = sheet() {
                Slot("sheet") {
                    // A sheet is not on the presenting screen: its titles and
                    // toolbars reach a stack of its own, or nothing.
                    sheet.content
                        .environment(\.dismiss, dismiss)
                        .environment(\.navigationScreen, nil)
                        .onDisappear(perform: onDismiss)
                        .id(sheet.id)
                }
            }
        }
    }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true.
    ///
    /// ```swift
    /// .sheet(isPresented: $showingEditor, onDismiss: { store.save() }) {
    ///     EditorView(draft: draft)
    /// }
    /// ```
    ///
    /// The `.dismiss` event, or `@Environment(\.dismiss)` inside the sheet,
    /// sets `isPresented` to false; `onDismiss` runs once the sheet is gone.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        modifier(
            SheetModifier(
                isShown: { isPresented.wrappedValue },
                clear: { isPresented.wrappedValue = false },
                onDismiss: onDismiss,
                sheet: { (content(), AnyHashable(0)) }))
    }

    /// Presents `content(item)` as a sheet while `item` is not nil.
    ///
    /// ```swift
    /// .sheet(item: $editedHabit) { habit in HabitDetailView(habit: habit) }
    /// ```
    ///
    /// Dismissing sets `item` to nil. When `item` changes to another item
    /// (a different `id`) the sheet's content starts over, and `onDismiss`
    /// runs for the one that left.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        modifier(
            SheetModifier(
                isShown: { item.wrappedValue != nil },
                clear: { item.wrappedValue = nil },
                onDismiss: onDismiss,
                sheet: { item.wrappedValue.map { (content($0), AnyHashable($0.id)) } }))
    }

    /// Presents `content` over the whole window while `isPresented` is true.
    /// It has no backdrop to tap: `@Environment(\.dismiss)` (or the binding)
    /// dismisses it.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        modifier(
            SheetModifier(
                style: "fullScreenCover", isShown: { isPresented.wrappedValue },
                clear: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
                sheet: { (content(), AnyHashable(0)) }))
    }

    /// Presents `content(item)` over the whole window while `item` is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        modifier(
            SheetModifier(
                style: "fullScreenCover", isShown: { item.wrappedValue != nil },
                clear: { item.wrappedValue = nil }, onDismiss: onDismiss,
                sheet: { item.wrappedValue.map { (content($0), AnyHashable($0.id)) } }))
    }

    /// Presents `content` in a popover next to this view while `isPresented`
    /// is true (on a narrow window, as a sheet, as on iPhone). A click
    /// outside it or Escape dismisses it.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        modifier(
            SheetModifier(
                style: "popover", isShown: { isPresented.wrappedValue },
                clear: { isPresented.wrappedValue = false }, onDismiss: nil,
                sheet: { (content(), AnyHashable(0)) }))
    }

    /// Presents `content(item)` in a popover next to this view while `item` is not nil.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        modifier(
            SheetModifier(
                style: "popover", isShown: { item.wrappedValue != nil },
                clear: { item.wrappedValue = nil }, onDismiss: nil,
                sheet: { item.wrappedValue.map { (content($0), AnyHashable($0.id)) } }))
    }
}

/// Where a popover points: the view's bounds (the browser anchors it below
/// the view whatever the anchor; there is no arrow).
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view.
    case rect(Anchor)
    /// A point of the view.
    case point(UnitPoint)

    /// A rectangle to anchor to.
    public enum Anchor: Sendable {
        /// The view's bounds.
        case bounds
    }
}
