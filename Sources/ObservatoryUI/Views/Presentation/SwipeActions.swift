extension View {
    /// Adds actions revealed by swiping this row from `edge`.
    ///
    /// ```swift
    /// ForEach(store.filtered) { habit in
    ///     NavigationLink(habit.title) { HabitDetailView(habit: habit) }
    ///         .swipeActions {
    ///             Button { store.toggle(habit) } label: { Text(habit.isComplete ? "Undo" : "Done") }
    ///                 .tint(.green)
    ///         }
    /// }
    /// ```
    ///
    /// It renders as a `swipeActions` element whose children are this
    /// view's elements, then an `actions` slot with the buttons' elements.
    /// Attributes: `edge` (`leading` or `trailing`) and `allowsFullSwipe`.
    /// With `allowsFullSwipe`, a full swipe runs the first action; a
    /// renderer does that by tapping the first button of the `actions` slot.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        let actions = content()
        return StructuralElement(
            role: .swipeActions,
            attributes: [
                "edge": edge == .leading ? "leading" : "trailing",
                "allowsFullSwipe": String(allowsFullSwipe),
            ]
        ) {
            self
            Slot("actions", content: actions)
        }
    }
}
