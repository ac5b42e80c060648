import Foundation

#if !canImport(Darwin)
extension PersonNameComponents {
    /// The name written for a person to read: `"Ada Lovelace"` (Linux's
    /// Foundation has no name formatting).
    public func formatted() -> String {
        formatted(FormatStyle())
    }

    /// The name written in `style` (`.name(style: .short)` is "Ada").
    public func formatted(_ style: FormatStyle) -> String {
        style.format(self)
    }

    /// How a person's name is written. Names are written in the Western
    /// order (given name first) whatever the locale.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How much of the name is written.
        public enum Style: String, Codable, Hashable, Sendable {
            /// The given name, or the nickname when there is one ("Ada").
            case short
            /// Given and family names ("Ada Lovelace").
            case medium
            /// Every part: prefix, given, middle, family, suffix ("Dr. Ada King Lovelace").
            case long
            /// Initials ("AL").
            case abbreviated
        }

        /// How much of the name is written.
        public var style: Style
        /// The locale (names are written in the Western order in every locale).
        public var locale: Locale

        /// A style writing `style` (medium by default).
        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        /// `components` written in this style.
        public func format(_ components: PersonNameComponents) -> String {
            func joined(_ parts: [String?]) -> String {
                parts.compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: " ")
            }
            switch style {
            case .short:
                return components.nickname.flatMap { $0.isEmpty ? nil : $0 }
                    ?? joined([components.givenName]).nonEmpty ?? joined([components.familyName])
            case .medium:
                return joined([components.givenName, components.familyName]).nonEmpty ?? components.nickname ?? ""
            case .long:
                return joined([
                    components.namePrefix, components.givenName, components.middleName, components.familyName,
                    components.nameSuffix,
                ])
            case .abbreviated:
                return [components.givenName, components.familyName]
                    .compactMap { $0?.first.map { String($0).uppercased() } }.joined()
            }
        }

        /// This style in `locale`.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A person's name in `style`: `.formatted(.name(style: .short))`.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
        PersonNameComponents.FormatStyle(style: style)
    }
}

/// Writes and reads people's names, as Foundation declares it on Apple's
/// platforms (Linux's cannot be created). It writes with
/// ``PersonNameComponents/FormatStyle``.
open class PersonNameComponentsFormatter: Formatter, @unchecked Sendable {
    /// How much of a name is written.
    public enum Style: Int, Sendable {
        /// As `.medium`.
        case `default`
        /// The given name or nickname.
        case short
        /// Given and family names.
        case medium
        /// Every part.
        case long
        /// Initials.
        case abbreviated
    }

    /// How much of a name is written.
    open var style: Style = .default
    /// Whether the phonetic representation is written (the name itself is, here).
    open var isPhonetic = false
    /// The locale names are written in.
    open var locale: Locale! = .current

    /// A formatter in the default style.
    public override init() {
        super.init()
    }

    /// Not supported: formatters are not archived on Linux.
    public required init?(coder: NSCoder) {
        nil
    }

    /// `components` written in `style`.
    open class func localizedString(
        from components: PersonNameComponents, style nameFormatStyle: Style, options nameOptions: Int = 0
    ) -> String {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = nameFormatStyle
        return formatter.string(from: components)
    }

    /// `components` written in this formatter's style.
    open func string(from components: PersonNameComponents) -> String {
        let phonetic = isPhonetic ? components.phoneticRepresentation : nil
        return (phonetic ?? components).formatted(PersonNameComponents.FormatStyle(style: formatStyle, locale: locale ?? .current))
    }

    /// `object` (a `PersonNameComponents`) written in this formatter's style.
    open override func string(for object: Any?) -> String? {
        (object as? PersonNameComponents).map(string(from:))
    }

    /// A name read from `string`: one word is the given name; with more,
    /// the last is the family name and any between are the middle name.
    open func personNameComponents(from string: String) -> PersonNameComponents? {
        let words = string.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return nil }
        var components = PersonNameComponents()
        components.givenName = first
        if words.count > 1 {
            components.familyName = words.last
            if words.count > 2 { components.middleName = words.dropFirst().dropLast().joined(separator: " ") }
        }
        return components
    }

    private var formatStyle: PersonNameComponents.FormatStyle.Style {
        switch style {
        case .default, .medium: .medium
        case .short: .short
        case .long: .long
        case .abbreviated: .abbreviated
        }
    }
}

extension String {
    /// Nil for an empty string.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
#endif
