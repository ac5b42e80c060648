/// An accessibility modifier's wrapper (attribute `modifier`:
/// `accessibility`), with the one property it sets: `label`, `hint`,
/// `value`, `hidden`, `identifier`, `children` or `role`/`selected` (from
/// traits). The page turns them into ARIA on the wrapper (docs/ui.md,
/// "What is supported").
struct AccessibilityElement<Content: View>: WrapperElement {
    static var modifierName: String { "accessibility" }

    let content: Content
    let property: String
    let value: String

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        [property: value]
    }
}

extension View {
    private func accessibility(_ property: String, _ value: String) -> some View {
        AccessibilityElement(content: self, property: property, value: value)
    }

    /// The label assistive technology reads for this view (`aria-label`).
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibility("label", label.content)
    }

    /// The label assistive technology reads for this view, from a localized key.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(key))
    }

    /// The label assistive technology reads for this view.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibility("label", String(label))
    }

    /// What happens when this view is activated (`aria-description`).
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibility("hint", hint.content)
    }

    /// What happens when this view is activated, from a localized key.
    public func accessibilityHint(_ key: LocalizedStringKey) -> some View {
        accessibilityHint(Text(key))
    }

    /// What happens when this view is activated.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibility("hint", String(hint))
    }

    /// The value assistive technology reads after the label (`aria-valuetext`).
    public func accessibilityValue(_ value: Text) -> some View {
        accessibility("value", value.content)
    }

    /// The value read after the label, from a localized key.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View {
        accessibilityValue(Text(key))
    }

    /// The value read after the label.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibility("value", String(value))
    }

    /// Hides this view and what is inside from assistive technology (`aria-hidden`).
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibility("hidden", hidden ? "true" : "false")
    }

    /// An identifier for UI tests (`data-testid`, which Playwright's `get_by_test_id` finds).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibility("identifier", identifier)
    }

    /// Makes this view one accessibility element: `.combine` reads what is
    /// inside as one group, `.ignore` reads only its own label, `.contain`
    /// keeps the elements inside as a group.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility("children", children.name)
    }

    /// Adds `traits` to this view: the page gives the wrapper the matching
    /// ARIA role (a header is a heading, a button a button…) and marks it
    /// selected for `.isSelected`.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        AccessibilityElement(
            content: self, property: traits.contains(.isSelected) && traits.ariaRole == nil ? "selected" : "role",
            value: traits.ariaRole ?? "true")
    }
}
