#if !canImport(Darwin)
import Foundation

/// A unit of a time span, largest first.
enum DurationField: Int, CaseIterable, Comparable, Sendable {
    case year, month, week, day, hour, minute, second

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The calendar unit it is counted in.
    var component: Calendar.Component {
        switch self {
        case .year: .year
        case .month: .month
        case .week: .weekOfMonth
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .second: .second
        }
    }

    /// The `NSCalendar.Unit`s that allow it.
    var calendarUnits: [NSCalendar.Unit] {
        switch self {
        case .year: [.year]
        case .month: [.month]
        case .week: [.weekOfMonth, .weekOfYear]
        case .day: [.day]
        case .hour: [.hour]
        case .minute: [.minute]
        case .second: [.second]
        }
    }

    /// Its length in seconds (an average one for months and years).
    var nominalSeconds: Double {
        switch self {
        case .year: 31_556_952
        case .month: 2_629_746
        case .week: 604_800
        case .day: 86_400
        case .hour: 3_600
        case .minute: 60
        case .second: 1
        }
    }
}

/// The value of each unit of a time span, and the seconds left over.
struct DurationAmounts {
    var fields: [DurationField]
    var values: [Double]
    var remainder: Double = 0
    var negative = false

    init(fields: [DurationField], values: [Double]) {
        self.fields = fields
        self.values = values
    }

    /// `seconds` split into units of fixed length, largest first.
    init(fields: [DurationField], seconds: Double) {
        var left = seconds
        var values: [Double] = []
        for field in fields {
            // A hair of tolerance, so that 0.1 + 0.2 hours is not 17 minutes 59 seconds.
            let count = (left / field.nominalSeconds + 1e-9).rounded(.down)
            values.append(count)
            left = max(0, left - count * field.nominalSeconds)
        }
        self.init(fields: fields, values: values)
        remainder = left
    }

    /// A largest unit of 1 written in the next unit, when their ratio is fixed.
    mutating func collapseLargest() {
        guard let first = values.firstIndex(where: { $0 != 0 }), values[first] == 1,
              first + 1 < fields.count
        else { return }
        let ratios: [DurationField: (DurationField, Double)] = [
            .year: (.month, 12), .week: (.day, 7), .day: (.hour, 24), .hour: (.minute, 60), .minute: (.second, 60),
        ]
        guard let (next, ratio) = ratios[fields[first]], fields[first + 1] == next else { return }
        values[first + 1] += ratio
        values[first] = 0
    }
}
#endif
