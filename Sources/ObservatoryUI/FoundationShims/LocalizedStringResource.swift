import Foundation

#if !canImport(Darwin)
/// A string to localize, with where to look it up, as Foundation declares it
/// on Apple's platforms (Linux's Foundation has none): app intents' titles,
/// and text a view shows (`Text(resource)`, `String(localized: resource)`).
///
/// Observatory performs no localization lookup, as for ``LocalizedStringKey``:
/// a resource shows its default value, its interpolations formatted.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// Where a resource's strings table is.
    public enum BundleDescription: Hashable, Sendable {
        /// The app's main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)
        /// The bundle of a class (the class's name).
        case forClass(String)
    }

    /// The key looked up in the strings table: the literal's text (an
    /// interpolated literal's text with its values, as Observatory keeps no
    /// format string).
    public let key: String
    /// The text shown when the table has no entry: all Observatory shows.
    public var defaultValue: String.LocalizationValue
    /// The strings table's name (`Localizable` when nil).
    public var table: String?
    /// The locale to show the string in.
    public var locale: Locale
    /// The bundle holding the table.
    public var bundle: BundleDescription
    /// A note for translators.
    public let comment: String?

    /// A resource whose key and default value are a literal.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        key = keyAndValue.key.resolved
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
        self.comment = comment.map { "\($0)" }
    }

    /// A resource with a key of its own and a default value.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
        self.comment = comment.map { "\($0)" }
    }

    /// A resource from a literal.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// A resource from an interpolated literal.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The text shown: the default value with its interpolations formatted.
    public var description: String { defaultValue.key.resolved }
}

/// A value that describes itself as a string to localize (an app intent's
/// error, an enum shown in a picker).
public protocol CustomLocalizedStringResourceConvertible {
    /// This value as a string to localize.
    var localizedStringResource: LocalizedStringResource { get }
}

extension String {
    /// The text of `resource`: its default value, interpolations formatted.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.key.resolved
    }
}

extension AttributedString {
    /// The text of `resource` with its inline Markdown as attributes.
    public init(localized resource: LocalizedStringResource) {
        self.init(localized: resource.defaultValue)
    }
}
#endif

extension Text {
    /// Displays a string to localize, with its Markdown rendered. (A literal
    /// is a ``LocalizedStringKey``; this takes a resource value.)
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(resource.defaultValue.key)
    }
}
