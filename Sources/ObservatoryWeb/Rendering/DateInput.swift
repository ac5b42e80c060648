import Foundation

/// Converts between a date picker's `value` attribute (ISO 8601, UTC) and the
/// wall-clock strings of `<input type=date|time|datetime-local>`, in the
/// server's time zone both ways, so what the page shows and what it sends
/// back agree.
enum DateInput {
    /// The input type for a picker's `components` attribute.
    static func inputType(components: String?) -> String {
        let parts = Set((components ?? "date,hourAndMinute").split(separator: ",").map(String.init))
        switch (parts.contains("date"), parts.contains("hourAndMinute")) {
        case (true, false): return "date"
        case (false, true): return "time"
        default: return "datetime-local"
        }
    }

    /// The input's value for an ISO 8601 attribute.
    static func inputValue(iso: String?, components: String?) -> String? {
        guard let iso, let date = parse(iso) else { return nil }
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        switch inputType(components: components) {
        case "date": return day
        case "time": return time
        default: return day + "T" + time
        }
    }

    /// The date an input's value stands for; the parts the input does not
    /// show (the time of a date-only picker, the day of a time-only one) are
    /// kept from `current`.
    static func date(fromInput text: String, components: String?, current iso: String?) -> Date? {
        guard text.utf8.count <= 32 else { return nil }
        let base = iso.flatMap(parse) ?? Date(timeIntervalSince1970: 0)
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: base)
        let pieces = text.split(separator: "T", omittingEmptySubsequences: false)
        let type = inputType(components: components)
        var dayText: Substring?
        var timeText: Substring?
        switch type {
        case "date": dayText = Substring(text)
        case "time": timeText = Substring(text)
        default:
            guard pieces.count == 2 else { return nil }
            dayText = pieces[0]
            timeText = pieces[1]
        }
        if let dayText {
            let numbers = dayText.split(separator: "-").map { Int($0) }
            guard numbers.count == 3, let year = numbers[0], let month = numbers[1], let day = numbers[2],
                  (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
            parts.year = year
            parts.month = month
            parts.day = day
        }
        if let timeText {
            let numbers = timeText.split(separator: ":").map { Int(Double($0) ?? -1) }
            guard numbers.count >= 2, (0...23).contains(numbers[0]), (0...59).contains(numbers[1]) else { return nil }
            parts.hour = numbers[0]
            parts.minute = numbers[1]
            parts.second = numbers.count > 2 && (0...59).contains(numbers[2]) ? numbers[2] : 0
        }
        return calendar.date(from: parts)
    }

    /// The date of an ISO 8601 attribute.
    static func parse(_ iso: String) -> Date? {
        guard iso.utf8.count <= 40 else { return nil }
        return try? Date.ISO8601FormatStyle().parse(iso)
    }

    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        return calendar
    }
}
