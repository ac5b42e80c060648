import Foundation

/// A view that updates on a schedule: a clock, a countdown, a live date.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
///
/// The server updates the view at each date of the schedule (a task that
/// sleeps until the next one), and the page receives the change as a patch.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given at each update.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: @MainActor (Context) -> Content

    /// A view whose content is rebuilt at each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping @MainActor (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        TimelineHost(schedule: schedule, content: content)
    }
}

/// What a ``TimelineView``'s content is given: the date of the update.
public struct TimelineViewDefaultContext {
    /// How often the view updates.
    public enum Cadence: Comparable, Sendable {
        /// Several times a second.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }

    /// The date of this update (the schedule's entry, not the clock's time).
    public let date: Date
    /// How often the view updates.
    public let cadence: Cadence
}

/// The state of a ``TimelineView``: the date of the last update, and the
/// task that waits for the next one while the view is shown.
struct TimelineHost<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: @MainActor (TimelineViewDefaultContext) -> Content
    @State private var date = Date()

    var body: some View {
        content(TimelineViewDefaultContext(date: date, cadence: cadence))
            .task { await follow() }
    }

    /// How often the schedule updates, from its first two entries.
    private var cadence: TimelineViewDefaultContext.Cadence {
        var dates = schedule.entries(from: Date(), mode: .normal).makeIterator()
        guard let first = dates.next(), let second = dates.next() else { return .minutes }
        let interval = second.timeIntervalSince(first)
        return interval < 1 ? .live : interval < 60 ? .seconds : .minutes
    }

    /// Sleeps until each date of the schedule and shows it, until the view
    /// leaves (which cancels the task).
    private func follow() async {
        let start = Date()
        for next in schedule.entries(from: start, mode: .normal) {
            let wait = next.timeIntervalSinceNow
            if wait > 0 {
                do { try await Task.sleep(nanoseconds: UInt64(min(wait, 86_400 * 365) * 1_000_000_000)) } catch { return }
            } else if next < start {
                // Entries before the view appeared: the latest one is shown now.
                date = next
                continue
            }
            if Task.isCancelled { return }
            date = next
        }
    }
}
