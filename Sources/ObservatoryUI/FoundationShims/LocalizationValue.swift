import Foundation

extension String {
    /// A string literal to localize, as Foundation declares it on Apple's
    /// platforms (Linux's Foundation has no `String(localized:)`).
    ///
    /// Observatory performs no localization lookup, as for
    /// ``LocalizedStringKey``: the value is its text with interpolations
    /// formatted (`"\(count) items"`, `"\(price, format: .currency(code: "EUR"))"`).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The text, with interpolated values kept apart from Markdown.
        let key: LocalizedStringKey

        /// A value from its text.
        public init(_ value: String) { key = LocalizedStringKey(value) }

        /// A value from a literal.
        public init(stringLiteral value: String) { key = LocalizedStringKey(value) }

        /// A value from an interpolated literal.
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }

    /// The text of a literal to localize, its interpolations formatted.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.key.resolved
    }

    /// The default value of a key to localize (the key itself is not shown).
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.key.resolved
    }
}
