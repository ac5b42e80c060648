#if !canImport(Darwin)
import Foundation

/// The U.S. English names of time units.
enum EnglishDuration {
    /// `value` with U.S. English grouping and up to two fraction digits.
    static func number(_ value: Double, minimumIntegerDigits: Int = 1, grouped: Bool = true) -> String {
        var style = FloatingPointFormatStyle<Double>(locale: Locale(identifier: "en_US"))
            .precision(.integerAndFractionLength(integerLimits: minimumIntegerDigits..., fractionLimits: 0...2))
        if !grouped { style = style.grouping(.never) }
        return style.format(value)
    }

    /// "1h", "2mo", "3w".
    static func abbreviated(_ field: DurationField, _ value: Double) -> String {
        number(value) + abbreviation(field)
    }

    /// The abbreviation written after a number: "h", "mo", "w".
    static func abbreviation(_ field: DurationField) -> String {
        switch field {
        case .year: "y"
        case .month: "mo"
        case .week: "w"
        case .day: "d"
        case .hour: "h"
        case .minute: "m"
        case .second: "s"
        }
    }

    /// The unit's name for `value`: "hour"/"hours", or "hr", "mths".
    static func name(_ field: DurationField, _ value: Double, short: Bool) -> String {
        let one = number(value) == "1"
        if short {
            switch field {
            case .year: return one ? "yr" : "yrs"
            case .month: return one ? "mth" : "mths"
            case .week: return one ? "wk" : "wks"
            case .day: return one ? "day" : "days"
            case .hour: return "hr"
            case .minute: return "min"
            case .second: return "sec"
            }
        }
        let singular = switch field {
        case .year: "year"
        case .month: "month"
        case .week: "week"
        case .day: "day"
        case .hour: "hour"
        case .minute: "minute"
        case .second: "second"
        }
        return one ? singular : singular + "s"
    }
}

/// Numbers written in U.S. English words, as Apple's spell-out styles write
/// them: "twenty-one", "one hundred five", "minus two", "one point five".
enum EnglishNumberWords {
    private static let ones = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    private static let scales: [(UInt64, String)] = [
        (1_000_000_000_000_000_000, "quintillion"), (1_000_000_000_000_000, "quadrillion"),
        (1_000_000_000_000, "trillion"), (1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand"),
    ]

    /// An integer in words.
    static func spell(_ value: Int) -> String {
        value < 0 ? "minus " + spell(UInt64(value.magnitude)) : spell(UInt64(value.magnitude))
    }

    /// A number in words; the fraction digit by digit ("one point two five").
    static func spell(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "not a number" : (value < 0 ? "minus infinity" : "infinity") }
        if value < 0 { return "minus " + spell(-value) }
        let written = FloatingPointFormatStyle<Double>(locale: Locale(identifier: "en_US"))
            .precision(.fractionLength(0...6)).grouping(.never).format(value)
        let parts = written.split(separator: ".", maxSplits: 1)
        let whole = UInt64(parts.first ?? "0") ?? 0
        guard parts.count == 2 else { return spell(whole) }
        let digits = parts[1].compactMap { $0.wholeNumberValue }.map { ones[$0] }
        return spell(whole) + " point " + digits.joined(separator: " ")
    }

    private static func spell(_ value: UInt64) -> String {
        if value < 20 { return ones[Int(value)] }
        if value < 100 {
            let unit = value % 10
            return tens[Int(value / 10)] + (unit == 0 ? "" : "-" + ones[Int(unit)])
        }
        if value < 1000 {
            let rest = value % 100
            return ones[Int(value / 100)] + " hundred" + (rest == 0 ? "" : " " + spell(rest))
        }
        for (scale, name) in scales where value >= scale {
            let rest = value % scale
            return spell(value / scale) + " " + name + (rest == 0 ? "" : " " + spell(rest))
        }
        return String(value)
    }
}
#endif
