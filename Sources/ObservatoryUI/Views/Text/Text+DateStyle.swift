import Foundation

extension Text {
    /// How ``Text/init(_:style:)`` shows a date.
    public struct DateStyle: Hashable, Sendable {
        let name: String

        /// The time of day: `3:05 PM`.
        public static let time = DateStyle(name: "time")
        /// The date: `June 3, 2026`.
        public static let date = DateStyle(name: "date")
        /// The time from now, kept current: `2 hr, 5 min`.
        public static let relative = DateStyle(name: "relative")
        /// The offset from now, kept current: `+2 hr` or `-5 min`.
        public static let offset = DateStyle(name: "offset")
        /// A timer counting from or to the date, kept current: `2:05`, `1:02:07`.
        public static let timer = DateStyle(name: "timer")

        /// Whether the text changes as time passes.
        var isLive: Bool { self == .relative || self == .offset || self == .timer }
    }

    /// Displays `date` in `style`. The relative, offset and timer styles stay
    /// current: the browser advances them every second, as a device does.
    ///
    /// Attributes: `text` (as of rendering), `date` (seconds since 1970) and
    /// `dateStyle`.
    public init(_ date: Date, style: DateStyle) {
        self.init(runs: [TextRun(DateStyleFormat.string(for: date, style: style, now: Date()))])
        dateStyle = (date, style)
    }
}

/// The text of a date in a ``Text/DateStyle``, as SwiftUI writes it in English.
enum DateStyleFormat {
    static func string(for date: Date, style: Text.DateStyle, now: Date) -> String {
        switch style {
        case .time: return date.formatted(date: .omitted, time: .shortened)
        case .date: return date.formatted(date: .long, time: .omitted)
        case .relative: return units(abs(date.timeIntervalSince(now)))
        case .offset:
            let seconds = date.timeIntervalSince(now)
            return (seconds < 0 ? "-" : "+") + units(abs(seconds))
        default: return timer(abs(date.timeIntervalSince(now)))
        }
    }

    /// The two largest units of a duration: `2 days, 3 hr`, `5 min, 20 sec`.
    static func units(_ seconds: Double) -> String {
        var remaining = Int(seconds.rounded(.down))
        let scales: [(Int, String, String)] = [
            (86_400 * 7, "wk", "wk"), (86_400, "day", "days"), (3_600, "hr", "hr"), (60, "min", "min"), (1, "sec", "sec"),
        ]
        var parts: [String] = []
        for (size, one, many) in scales where parts.count < 2 {
            let count = remaining / size
            if count > 0 || (!parts.isEmpty) {
                if count > 0 { parts.append("\(count) \(count == 1 ? one : many)") } else { break }
                remaining -= count * size
            }
        }
        return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
    }

    /// A timer: `m:ss`, or `h:mm:ss` from an hour on.
    static func timer(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.down))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }
}
