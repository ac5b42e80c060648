#if !canImport(Darwin)
import Foundation

/// Writes a date relative to another ("1 hour ago", "in 2 days",
/// "yesterday"), as Foundation's `RelativeDateTimeFormatter` does on Apple's
/// platforms; Linux's Foundation has no such class.
///
/// The span is split in ``calendar`` into years, months, weeks, days,
/// hours, minutes and seconds, and the largest non-zero unit is written,
/// rounded down as on Apple's platforms ("1 hour ago" for 1 hour 59
/// minutes). In an English locale (the current one on Linux unless `LANG`
/// names another) the strings are those of an Apple device in U.S. English;
/// in other locales Foundation's `Date.AnchoredRelativeFormatStyle` writes
/// them, which rounds to the nearest unit instead.
///
/// Like Foundation's formatters it may format from several threads at once,
/// as long as its settings do not change meanwhile.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a day, week, month or year apart has a name.
    public enum DateTimeStyle: Int, Sendable {
        /// Always a number: "1 day ago", "in 0 seconds".
        case numeric = 0
        /// Names where the language has them: "yesterday", "next week", "now".
        case named = 1
    }

    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "in 2 hours".
        case full = 0
        /// "in two hours".
        case spellOut = 1
        /// "in 2 hr.".
        case short = 2
        /// "in 2h".
        case abbreviated = 3
    }

    /// Numbers only, or names such as "yesterday"; numeric by default.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// How units are written; full by default.
    open var unitsStyle: UnitsStyle = .full
    /// Where the text goes: at the beginning of a sentence its first letter
    /// is capitalized ("Yesterday").
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar that splits spans into units.
    open var calendar: Calendar! = .current
    /// The language of the text; setting it sets the calendar's locale too.
    open var locale: Locale! = .current {
        didSet { calendar?.locale = locale }
    }

    /// A formatter with the default settings (numeric, full).
    override public init() { super.init() }

    /// A formatter decoded from an archive, with the default settings.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy with the same settings.
    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = RelativeDateTimeFormatter()
        copy.dateTimeStyle = dateTimeStyle
        copy.unitsStyle = unitsStyle
        copy.formattingContext = formattingContext
        copy.calendar = calendar
        copy.locale = locale
        return copy
    }

    /// A date written relative to now; nil for anything else.
    override open func string(for obj: Any) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    /// The date `timeInterval` seconds from now, relative to now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// `date` relative to `referenceDate`: "2 days ago", "in 1 hour".
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let calendar = self.calendar ?? .current
        guard isEnglish else { return foundationStyle(date, relativeTo: referenceDate, calendar: calendar) }
        let units = DurationField.allCases.map(\.component)
        let components = calendar.dateComponents(Set(units), from: referenceDate, to: date)
        for unit in DurationField.allCases {
            if let value = components.value(for: unit.component), value != 0 {
                return english(unit, value)
            }
        }
        return english(.second, 0)
    }

    /// The largest non-zero unit of `dateComponents` relative to now
    /// (negative values are in the past): `DateComponents(day: -2)` is
    /// "2 days ago". When every unit is 0, the largest one given is written
    /// ("today" for `DateComponents(day: 0)` in the named style).
    open func localizedString(from dateComponents: DateComponents) -> String {
        guard isEnglish else {
            let now = Date()
            let calendar = self.calendar ?? .current
            let date = calendar.date(byAdding: dateComponents, to: now) ?? now
            return foundationStyle(date, relativeTo: now, calendar: calendar)
        }
        var largestGiven: DurationField?
        for unit in DurationField.allCases {
            guard let value = unit.value(in: dateComponents) else { continue }
            if value != 0 { return english(unit, value) }
            largestGiven = largestGiven ?? unit
        }
        return english(largestGiven ?? .second, 0)
    }

    // MARK: Writing

    private var resolvedLocale: Locale { (locale ?? .current).resolvedForFormatting }

    private var isEnglish: Bool {
        (resolvedLocale.language.languageCode?.identifier ?? "en") == "en"
    }

    /// The text in Foundation's relative style, for locales other than English.
    private func foundationStyle(_ date: Date, relativeTo referenceDate: Date, calendar: Calendar) -> String {
        let presentation: Date.RelativeFormatStyle.Presentation = dateTimeStyle == .named ? .named : .numeric
        let width: Date.RelativeFormatStyle.UnitsStyle = switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
        let capitalization: FormatStyleCapitalizationContext = switch formattingContext {
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        case .standalone: .standalone
        case .listItem: .listItem
        default: .unknown
        }
        // The anchored style writes its anchor relative to the date it formats.
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: presentation, unitsStyle: width, locale: resolvedLocale,
            calendar: calendar, capitalizationContext: capitalization
        )
        return style.format(referenceDate)
    }

    /// `value` of `unit` in U.S. English, in the formatter's styles.
    private func english(_ unit: DurationField, _ value: Int) -> String {
        var text = dateTimeStyle == .named ? unit.englishName(value, unitsStyle) : nil
        if text == nil {
            let amount = unitsStyle == .spellOut
                ? EnglishNumberWords.spell(Int(value.magnitude))
                : Int(value.magnitude).formatted(.number.locale(Locale(identifier: "en_US")))
            let phrase = unit.englishUnit(amount: amount, one: value.magnitude == 1, unitsStyle)
            text = value < 0 ? phrase + " ago" : "in " + phrase
        }
        var result = text ?? ""
        if formattingContext == .beginningOfSentence, let first = result.first {
            result = first.uppercased() + result.dropFirst()
        }
        return result
    }
}

/// The units of a relative date are those of a duration, largest first.
extension DurationField {
    /// Its value in `components` (a week may be given as a week of the year).
    fileprivate func value(in components: DateComponents) -> Int? {
        switch self {
        case .week: components.weekOfMonth ?? components.weekOfYear
        default: components.value(for: component)
        }
    }

    /// The name of -1, 0 or 1 of this unit ("yesterday", "this week", "now"),
    /// or nil when it has none.
    fileprivate func englishName(_ value: Int, _ style: RelativeDateTimeFormatter.UnitsStyle) -> String? {
        let short = style == .short || style == .abbreviated
        switch (self, value) {
        case (.day, -1): return "yesterday"
        case (.day, 0): return "today"
        case (.day, 1): return "tomorrow"
        case (.hour, 0): return "this hour"
        case (.minute, 0): return "this minute"
        case (.second, 0): return "now"
        case (.week, -1...1), (.month, -1...1), (.year, -1...1):
            let prefix = ["last", "this", "next"][value + 1]
            let name = switch self {
            case .week: short ? "wk." : "week"
            case .month: short ? "mo." : "month"
            default: short ? "yr." : "year"
            }
            return prefix + " " + name
        default: return nil
        }
    }

    /// "2 hours", "2 hr.", "2h".
    fileprivate func englishUnit(amount: String, one: Bool, _ style: RelativeDateTimeFormatter.UnitsStyle) -> String {
        switch style {
        case .full, .spellOut:
            return amount + " " + EnglishDuration.name(self, one ? 1 : 2, short: false)
        case .short:
            let name = switch self {
            case .year: "yr."
            case .month: "mo."
            case .week: "wk."
            case .day: one ? "day" : "days"
            case .hour: "hr."
            case .minute: "min."
            case .second: "sec."
            }
            return amount + " " + name
        case .abbreviated:
            return amount + EnglishDuration.abbreviation(self)
        }
    }
}
#endif
