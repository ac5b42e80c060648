/// The user's accessibility settings and the search state, as SwiftUI's
/// environment offers them. A page cannot tell whether a screen reader runs
/// or colours should not carry meaning: those read false.

/// The text size categories before `DynamicTypeSize` (iOS 13–14).
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    /// The smallest size.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default.
    case large
    /// Extra large.
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// The largest size that is not an accessibility size.
    case extraExtraExtraLarge
    /// The first accessibility size.
    case accessibilityMedium
    /// The second accessibility size.
    case accessibilityLarge
    /// The third accessibility size.
    case accessibilityExtraLarge
    /// The fourth accessibility size.
    case accessibilityExtraExtraLarge
    /// The largest accessibility size.
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a dynamic type size.
    init(_ size: DynamicTypeSize) {
        self = Self.allCases[min(size.rawValue, Self.allCases.count - 1)]
    }
}

extension ContentSizeCategory: Comparable {
    /// Whether `lhs` is a smaller category than `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a screen reader is running: false, since a page cannot tell.
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// Whether colours should not be the only way information is shown:
    /// false, since a page cannot tell.
    public var accessibilityDifferentiateWithoutColor: Bool { false }

    /// The text size, as a category (deprecated in favour of `dynamicTypeSize`).
    public var sizeCategory: ContentSizeCategory { ContentSizeCategory(dynamicTypeSize) }

    /// Whether the user is searching the content of a `.searchable` view:
    /// true while its search text is not empty.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}
