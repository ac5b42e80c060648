/// The kind of an action that assistive technology performs on a view
/// (`.accessibilityAction(.escape) { … }`).
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String

    /// Activates the view, as a tap does.
    public static let `default` = AccessibilityActionKind(name: "Activate")
    /// Dismisses what the view shows (VoiceOver's two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "Escape")
    /// The view's most important action (VoiceOver's two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "Magic Tap")
    /// Deletes the view's content.
    public static let delete = AccessibilityActionKind(name: "Delete")
    /// Shows the view's menu.
    public static let showMenu = AccessibilityActionKind(name: "Show Menu")

    /// An action of your own, read by its name.
    @MainActor public init(named name: Text) {
        self.name = name.content
    }

    init(name: String) {
        self.name = name
    }
}

/// Which way an adjustable view moves (`.accessibilityAdjustableAction`).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up: the next larger value.
    case increment
    /// Down: the next smaller value.
    case decrement
}

extension View {
    /// Adds `content` to this view for assistive technology only: a screen
    /// reader reaches it, the page does not show it (slot `screenReader`).
    /// How actions and representations reach a screen reader.
    func screenReaderOnly<Extra: View>(_ content: Extra, property: String) -> some View {
        AccessibilityElement(
            content: TupleView((self, Slot("screenReader", content: content))), property: property, value: "true")
    }

    /// Adds an action that assistive technology can perform on this view. A
    /// screen reader finds it as a button, named by its kind, that the page
    /// does not show.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
    ) -> some View {
        screenReaderOnly(Button(actionKind.name, action: handler), property: "actions")
    }

    /// Adds an action named `name` that assistive technology can perform on this view.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds an action named by a localized key.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds an action named `name`.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(named: Text(name), handler)
    }

    /// Adds an action whose name is the view `label`.
    public func accessibilityAction<Label: View>(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) -> some View {
        screenReaderOnly(Button(action: action, label: label), property: "actions")
    }

    /// Adds the buttons (and toggles) in `content` as actions of this view,
    /// reached by a screen reader and not shown.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        screenReaderOnly(content(), property: "actions")
    }

    /// Makes this view adjustable: assistive technology moves it up or down
    /// through `handler`. A screen reader finds "Increment" and "Decrement"
    /// buttons that the page does not show.
    public func accessibilityAdjustableAction(
        _ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        screenReaderOnly(
            TupleView((Button("Increment") { handler(.increment) }, Button("Decrement") { handler(.decrement) })),
            property: "actions")
    }

    /// Reads `representation` to assistive technology in place of this view:
    /// the view is hidden from a screen reader, the representation is
    /// reached by it and not shown (a custom control read as a `Slider`).
    public func accessibilityRepresentation<Representation: View>(
        @ViewBuilder representation: () -> Representation
    ) -> some View {
        accessibilityHidden(true).screenReaderOnly(representation(), property: "representation")
    }

    /// Removes `traits` from this view. `.isSelected` is announced as not
    /// selected; the page's element keeps its own role for the others (a
    /// button stays a button), so they change nothing.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        AccessibilityElement(
            content: self, property: traits.contains(.isSelected) ? "selected" : "removedTraits",
            value: traits.contains(.isSelected) ? "false" : String(traits.rawValue))
    }

    /// The words Voice Control recognises for this view. A page has no
    /// Voice Control; the view's label is what speech tools use.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// The words Voice Control recognises, from localized keys (see ``accessibilityInputLabels(_:)-([Text])``).
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

    /// The words Voice Control recognises (see ``accessibilityInputLabels(_:)-([Text])``).
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// The order in which a screen reader reads this view among its
    /// siblings. A page is read in document order, so this changes nothing.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
}
