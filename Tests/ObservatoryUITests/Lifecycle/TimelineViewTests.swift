import Foundation
import Testing
import ObservatoryUI

/// `TimelineView` and its schedules: the content is rebuilt at each date.
@MainActor
@Suite("TimelineView")
struct TimelineViewTests {
    let start = Date(timeIntervalSinceReferenceDate: 1_000_000)

    @Test func periodicEntriesStartAtTheLastStepBeforeTheStartDate() {
        let schedule = PeriodicTimelineSchedule(from: start, by: 10)
        let dates = Array(schedule.entries(from: start.addingTimeInterval(25), mode: .normal).prefix(3))
        #expect(dates == [start.addingTimeInterval(20), start.addingTimeInterval(30), start.addingTimeInterval(40)])
        let tooFast = Array(PeriodicTimelineSchedule(from: start, by: 0).entries(from: start, mode: .normal).prefix(2))
        #expect(abs(tooFast[1].timeIntervalSince(tooFast[0]) - 0.1) < 1e-6, "at least a tenth of a second apart")
    }

    @Test func everyMinuteStartsAtTheMinute() {
        let dates = Array(EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal).prefix(2))
        #expect(dates.map(\.timeIntervalSinceReferenceDate) == [120, 180])
    }

    @Test func animationIsCappedAndPausable() {
        let dates = Array(AnimationTimelineSchedule().entries(from: start, mode: .normal).prefix(3))
        #expect(zip(dates.map { $0.timeIntervalSince(start) }, [0, 0.05, 0.1]).allSatisfy { abs($0 - $1) < 1e-6 },
                "at most twenty updates a second")
        #expect(Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal)).isEmpty)
        let slow = Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal).prefix(2))
        #expect(abs(slow[1].timeIntervalSince(slow[0]) - 0.5) < 1e-6)
    }

    struct Clock: View {
        let dates: [Date]
        var body: some View {
            TimelineView(.explicit(dates)) { context in
                Text("at \(Int(context.date.timeIntervalSinceReferenceDate))")
            }
        }
    }

    @Test func theContentShowsTheLatestPastEntryThenEachNextOne() async {
        let soon = Date().addingTimeInterval(0.05)
        let graph = ViewGraph(Clock(dates: [start, start.addingTimeInterval(60), soon]))
        await graph.tasks.waitForAll()
        graph.update()
        #expect(graph.texts == ["at \(Int(soon.timeIntervalSinceReferenceDate))"],
                "the past entries are passed, the next one is shown when it comes")
    }

    @Test func aMinuteScheduleSaysSo() {
        let graph = ViewGraph(TimelineView(.everyMinute) { context in
            Text(context.cadence == .minutes ? "minutes" : "faster")
        })
        #expect(graph.texts == ["minutes"])
        let live = ViewGraph(TimelineView(.animation) { context in Text(context.cadence == .live ? "live" : "slower") })
        #expect(live.texts == ["live"])
    }
}
