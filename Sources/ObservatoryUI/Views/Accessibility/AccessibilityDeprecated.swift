// The `.accessibility(label:)` family of iOS 13, which iOS 14 renamed
// (`.accessibilityLabel(_:)`…). Code written before then still uses it.

extension View {
    /// The label read for this view (deprecated: use ``accessibilityLabel(_:)-(Text)``).
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// What happens when this view is activated (deprecated: use ``accessibilityHint(_:)-(Text)``).
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// The value read after the label (deprecated: use ``accessibilityValue(_:)-(Text)``).
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// Hides this view from assistive technology (deprecated: use ``accessibilityHidden(_:)``).
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// An identifier for UI tests (deprecated: use ``accessibilityIdentifier(_:)``).
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// Adds traits (deprecated: use ``accessibilityAddTraits(_:)``).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// Removes traits (deprecated: use ``accessibilityRemoveTraits(_:)``).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    /// The reading order among siblings (deprecated: use ``accessibilitySortPriority(_:)``).
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }

    /// Voice Control's words (deprecated: use ``accessibilityInputLabels(_:)-([Text])``).
    public func accessibility(inputLabels: [Text]) -> some View { accessibilityInputLabels(inputLabels) }
}
