/// `navigationDestination(isPresented:)` and `(item:)`: pushes the
/// destination onto the enclosing stack while the binding says so, and clears
/// the binding when the screen is popped (the back button, the browser's
/// back, `dismiss()`).
struct PresentedDestinationModifier<Destination: View>: ViewModifier, BuiltinModifier {
    /// The identity of what is presented (nil: nothing), read in the body so
    /// that a change re-runs it.
    let presented: AnyHashable?
    let destination: @MainActor () -> Destination?
    let clear: @MainActor () -> Void
    @Environment(\.navigator) private var navigator
    @State private var pushed = PushedScreen()

    func body(content: Content) -> some View {
        let navigator = self.navigator
        let pushed = self.pushed
        let destination = self.destination
        let clear = self.clear
        return content.onChange(of: presented, initial: true) { _, presented in
            if let entry = pushed.entry, pushed.identity != presented {
                // Dismissed by the binding, or replaced by another item.
                pushed.entry = nil
                navigator?.remove(entry)
            }
            if let presented, pushed.entry == nil, let view = destination() {
                pushed.identity = presented
                pushed.entry = navigator?.present(AnyView(view)) {
                    pushed.entry = nil
                    clear()
                }
            }
        }
    }
}

/// The screen a ``PresentedDestinationModifier`` pushed.
@MainActor
final class PushedScreen {
    var entry: Int?
    var identity: AnyHashable?
}

extension View {
    /// Pushes `destination` onto the enclosing navigation stack while
    /// `isPresented` is true; going back sets it to false.
    ///
    /// ```swift
    /// .navigationDestination(isPresented: $showsSettings) { SettingsView() }
    /// ```
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
    ) -> some View {
        modifier(PresentedDestinationModifier(
            presented: isPresented.wrappedValue ? AnyHashable(true) : nil,
            destination: { destination() },
            clear: { isPresented.wrappedValue = false }))
    }

    /// Pushes `destination(item)` onto the enclosing navigation stack while
    /// `item` is not nil; going back sets it to nil, and another item
    /// replaces the screen.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        var presented: AnyHashable?
        if let value = item.wrappedValue { presented = AnyHashable(value) }
        return modifier(PresentedDestinationModifier<C>(
            presented: presented,
            destination: { () -> C? in
                guard let value = item.wrappedValue else { return nil }
                return destination(value)
            },
            clear: { item.wrappedValue = nil }))
    }
}
