import Foundation

/// When a ``TimelineView`` updates: a sequence of dates from a start date.
public protocol TimelineSchedule {
    /// The dates of the updates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates at which the view updates, from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update: normally, or less often to save power.
/// A page always asks for the normal rate.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// The schedule's own rate.
    case normal
    /// A lower rate.
    case lowFrequency
}

/// Updates every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// Updates every `interval` seconds (at least a tenth) from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = max(interval, 0.1)
    }

    /// The dates `start + k × interval` from the last one at or before `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> StrideThrough<Date> {
        let steps = max(0, (startDate.timeIntervalSince(start) / interval).rounded(.down))
        return stride(from: start.addingTimeInterval(steps * interval), through: .distantFuture, by: interval)
    }
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule.
    public init() {}

    /// The start of the minute of `startDate`, then every minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> StrideThrough<Date> {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return stride(from: Date(timeIntervalSinceReferenceDate: minute), through: .distantFuture, by: 60)
    }
}

/// Updates at the dates given.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    /// Updates at `dates`.
    public init(_ dates: Dates) { self.dates = dates }

    /// The dates given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// Updates as often as an animation needs. Each update is a patch sent over
/// the network, so a page updates at most 20 times a second.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The shortest time between updates a page uses.
    static let shortestInterval: TimeInterval = 0.05

    let minimumInterval: TimeInterval?
    let isPaused: Bool

    /// Updates at least `minimumInterval` apart, unless `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        isPaused = paused
    }

    /// The interval of the updates.
    var interval: TimeInterval { max(minimumInterval ?? 0, Self.shortestInterval) }

    /// `startDate`, then one date per interval; none while paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> UnfoldSequence<Date, Date?> {
        let interval = self.interval
        return sequence(state: isPaused ? nil : startDate) { next -> Date? in
            guard let date = next else { return nil }
            next = date.addingTimeInterval(interval)
            return date
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// Updates at `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates as often as an animation needs (20 times a second on a page).
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Updates at least `minimumInterval` apart, unless `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
