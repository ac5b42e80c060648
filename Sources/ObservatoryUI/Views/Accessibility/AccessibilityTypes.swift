/// How an accessibility element treats the elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String

    /// One element; what is inside is not read on its own.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// One element that reads what is inside as one.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// A container of the elements inside.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// What an accessibility element is and does, as assistive technology announces it.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading that divides content.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays a sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary of the screen.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// A value that changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts media.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// Turns the page when read to the end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// A modal view: what is around it is not read.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

    /// The ARIA role these traits stand for, if any.
    var ariaRole: String? {
        if contains(.isHeader) { return "heading" }
        if contains(.isButton) { return "button" }
        if contains(.isLink) { return "link" }
        if contains(.isToggle) { return "switch" }
        if contains(.isSearchField) { return "searchbox" }
        if contains(.isImage) { return "img" }
        if contains(.isModal) { return "dialog" }
        if contains(.updatesFrequently) { return "status" }
        if contains(.isSummaryElement) { return "note" }
        return nil
    }
}
