#if !canImport(Darwin)
import Foundation

/// Writes a quantity of time ("1:02:05", "1h 2m 5s", "1 hour, 2 minutes,
/// 5 seconds"), as Foundation's `DateComponentsFormatter` does on Apple's
/// platforms; Linux's Foundation declares the class but not its formatting.
///
/// The strings are the U.S. English ones of an Apple device whatever the
/// calendar's locale. The smallest unit shown is rounded down, as on Apple's
/// platforms ("1 hour" for 1 hour 59 minutes with `maximumUnitCount = 1`).
/// A time interval is split into months and years from ``referenceDate``
/// (or now) in a UTC calendar, and into weeks and smaller units by their
/// length in seconds. In the positional style, units larger than hours are
/// written abbreviated before the clock part ("1d 1:00:00"), and a leading
/// hour is not padded to two digits by `.pad`.
///
/// Like Foundation's formatters it may format from several threads at once,
/// as long as its settings do not change meanwhile.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// Clock-like: "1:02:05".
        case positional = 0
        /// Shortest unit names, no spaces: "1h 2m 5s".
        case abbreviated = 1
        /// Short unit names: "1 hr, 2 min, 5 sec".
        case short = 2
        /// Full unit names: "1 hour, 2 minutes, 5 seconds".
        case full = 3
        /// Numbers and units spelled out: "one hour, two minutes, five seconds".
        case spellOut = 4
        /// Short unit names after the numbers: "1hr 2min 5sec".
        case brief = 5
    }

    /// Which units of value 0 are left out.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The raw bits, as on Apple's platforms.
        public let rawValue: UInt

        /// A behavior from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Leading zero units dropped in the positional style ("1:05"), every
        /// zero unit dropped in the others ("1h 5s").
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        /// Zero units before the first non-zero one are dropped.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between non-zero ones are dropped.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Zero units after the last non-zero one are dropped.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit is dropped.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zero units are kept, and a leading minute or second is written
        /// with two digits in the positional style ("01:15").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// How units are written; positional by default.
    open var unitsStyle: UnitsStyle = .positional
    /// The units that may appear: years, months, weeks, days, hours, minutes
    /// and seconds by default (an empty set means the same).
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    /// Which zero units are left out.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The calendar that splits date spans into units; the current one when nil.
    open var calendar: Calendar?
    /// The date a time interval or date components start from, for months
    /// and years; now when nil.
    open var referenceDate: Date?
    /// Whether the smallest unit shown carries the rest as a fraction ("1.5h").
    open var allowsFractionalUnits = false
    /// The most units shown, largest first (0: no limit).
    open var maximumUnitCount = 0
    /// Whether a largest unit of 1 is written in the next unit ("63s"
    /// rather than "1m 3s").
    open var collapsesLargestUnit = false
    /// Whether the text starts with "About".
    open var includesApproximationPhrase = false
    /// Whether the text ends with "remaining".
    open var includesTimeRemainingPhrase = false
    /// Where the text goes: at the beginning of a sentence its first letter
    /// is capitalized, in the middle "about" is lowercase.
    open var formattingContext: Formatter.Context = .unknown

    /// A formatter with the default settings (positional).
    override public init() { super.init() }

    /// A formatter decoded from an archive, with the default settings.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy with the same settings.
    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = DateComponentsFormatter()
        copy.unitsStyle = unitsStyle
        copy.allowedUnits = allowedUnits
        copy.zeroFormattingBehavior = zeroFormattingBehavior
        copy.calendar = calendar
        copy.referenceDate = referenceDate
        copy.allowsFractionalUnits = allowsFractionalUnits
        copy.maximumUnitCount = maximumUnitCount
        copy.collapsesLargestUnit = collapsesLargestUnit
        copy.includesApproximationPhrase = includesApproximationPhrase
        copy.includesTimeRemainingPhrase = includesTimeRemainingPhrase
        copy.formattingContext = formattingContext
        return copy
    }

    /// `obj` written as a time interval (a number of seconds) or as date
    /// components; nil for anything else.
    override open func string(for obj: Any) -> String? {
        switch obj {
        case let interval as Double: string(from: interval)
        case let seconds as Int: string(from: TimeInterval(seconds))
        case let components as DateComponents: string(from: components)
        case let number as NSNumber: string(from: number.doubleValue)
        default: nil
        }
    }

    /// A number of seconds written in the allowed units ("1:02:05" for
    /// 3725); nil when it is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let fields = self.fields
        if fields.contains(where: { $0 == .year || $0 == .month }) {
            let start = referenceDate ?? Date()
            return string(from: start, to: start.addingTimeInterval(ti), calendar: utcCalendar)
        }
        var amounts = DurationAmounts(fields: fields, seconds: abs(ti))
        amounts.negative = ti < 0
        return render(amounts)
    }

    /// Date components written in the allowed units, counted from
    /// ``referenceDate`` (`DateComponents(minute: 90)` is "1:30:00").
    open func string(from components: DateComponents) -> String? {
        let calendar = utcCalendar
        let start = referenceDate ?? Date()
        guard let end = calendar.date(byAdding: components, to: start) else { return nil }
        if fields.contains(where: { $0 == .year || $0 == .month }) {
            return string(from: start, to: end, calendar: calendar)
        }
        return string(from: end.timeIntervalSince(start))
    }

    /// The time from `startDate` to `endDate` in the allowed units, counted
    /// in ``calendar``.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: startDate, to: endDate, calendar: calendar ?? .current)
    }

    /// `components` written in `unitsStyle` with the other settings at their
    /// defaults.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    // MARK: Splitting into units

    /// The allowed units, largest first.
    var fields: [DurationField] {
        let allowed = allowedUnits.isEmpty
            ? [.year, .month, .weekOfMonth, .day, .hour, .minute, .second] : allowedUnits
        let found = DurationField.allCases.filter { field in
            field.calendarUnits.contains { allowed.contains($0) }
        }
        return found.isEmpty ? [.second] : found
    }

    /// The formatter's calendar in UTC, so that a time interval never meets
    /// a daylight-saving change.
    private var utcCalendar: Calendar {
        var calendar = self.calendar ?? .current
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    private func string(from start: Date, to end: Date, calendar: Calendar) -> String? {
        let negative = end < start
        let (from, to) = negative ? (end, start) : (start, end)
        let fields = self.fields
        let components = calendar.dateComponents(Set(fields.map(\.component)), from: from, to: to)
        let values = fields.map { Double(components.value(for: $0.component) ?? 0) }
        var amounts = DurationAmounts(fields: fields, values: values)
        if let reached = calendar.date(byAdding: components, to: from) {
            amounts.remainder = max(0, to.timeIntervalSince(reached))
        }
        amounts.negative = negative
        return render(amounts)
    }

    // MARK: Writing

    private func render(_ original: DurationAmounts) -> String {
        var amounts = original
        if collapsesLargestUnit { amounts.collapseLargest() }
        if allowsFractionalUnits, let last = amounts.values.indices.last, amounts.remainder > 0 {
            amounts.values[last] += amounts.remainder / amounts.fields[last].nominalSeconds
        }
        let body: String
        if unitsStyle == .positional {
            body = positional(amounts)
        } else {
            var shown = visible(amounts)
            if maximumUnitCount > 0, shown.count > maximumUnitCount {
                shown = Array(shown.prefix(maximumUnitCount))
            }
            let separator = [.abbreviated, .brief].contains(unitsStyle) ? " " : ", "
            let sign = amounts.negative ? (unitsStyle == .spellOut ? "minus " : "-") : ""
            body = sign + shown.map { token(amounts.fields[$0], amounts.values[$0]) }.joined(separator: separator)
        }
        var text = body
        if includesTimeRemainingPhrase { text += " remaining" }
        if includesApproximationPhrase {
            text = (formattingContext == .middleOfSentence ? "about " : "About ") + text
        }
        if formattingContext == .beginningOfSentence, let first = text.first {
            text = first.uppercased() + text.dropFirst()
        }
        return text
    }

    /// The indices of the units shown in a style other than positional.
    private func visible(_ amounts: DurationAmounts) -> [Int] {
        let indices = Array(amounts.values.indices)
        let nonZero = indices.filter { amounts.values[$0] != 0 }
        var behavior = zeroFormattingBehavior
        if behavior.contains(.default) { behavior = .dropAll }
        guard let first = nonZero.first, let last = nonZero.last else {
            // All zero: the smallest unit alone, unless nothing is dropped.
            return behavior.isDisjoint(with: .dropAll) ? indices : [indices.last ?? 0]
        }
        return indices.filter { index in
            guard amounts.values[index] == 0 else { return true }
            if index < first { return !behavior.contains(.dropLeading) }
            if index > last { return !behavior.contains(.dropTrailing) }
            return !behavior.contains(.dropMiddle)
        }
    }

    /// "1:02:05": larger units abbreviated first, then hours, minutes and
    /// seconds with two digits after the first.
    private func positional(_ amounts: DurationAmounts) -> String {
        let clock = amounts.fields.indices.filter { amounts.fields[$0] >= .hour }
        let calendarPart = amounts.fields.indices.filter { amounts.fields[$0] < .hour && amounts.values[$0] != 0 }
        var parts = calendarPart.map { EnglishDuration.abbreviated(amounts.fields[$0], amounts.values[$0]) }
        var shown = clock
        let pads = zeroFormattingBehavior.contains(.pad)
        let dropsLeading = !pads && (zeroFormattingBehavior.contains(.default)
            || zeroFormattingBehavior.contains(.dropLeading))
        if dropsLeading, parts.isEmpty {
            // Leading zero units go, but two positions stay ("0:05").
            while shown.count > 2, amounts.values[shown[0]] == 0 { shown.removeFirst() }
        }
        if !shown.isEmpty {
            let digits = shown.enumerated().map { position, index -> String in
                let field = amounts.fields[index]
                let value = amounts.values[index]
                if position == 0 {
                    let width = pads && field != .hour ? 2 : 1
                    return EnglishDuration.number(value, minimumIntegerDigits: width, grouped: true)
                }
                return EnglishDuration.number(value, minimumIntegerDigits: 2, grouped: false)
            }
            parts.append(digits.joined(separator: ":"))
        }
        if parts.isEmpty { parts = ["0"] }
        return (amounts.negative ? "-" : "") + parts.joined(separator: " ")
    }

    private func token(_ field: DurationField, _ value: Double) -> String {
        switch unitsStyle {
        case .positional, .abbreviated: EnglishDuration.abbreviated(field, value)
        case .brief:
            EnglishDuration.number(value) + EnglishDuration.name(field, value, short: true)
        case .short:
            EnglishDuration.number(value) + " " + EnglishDuration.name(field, value, short: true)
        case .full:
            EnglishDuration.number(value) + " " + EnglishDuration.name(field, value, short: false)
        case .spellOut:
            EnglishNumberWords.spell(value) + " " + EnglishDuration.name(field, value, short: false)
        }
    }
}
#endif
