// The habit tracker's model and row, shared by the ObservatoryWeb
// benchmarks (WebSubjects) and the instruction-count probe (LazyListProbe).
// They live apart from the benchmark harness so that the probe does not
// link it: callgrind cannot run the harness's malloc interposer.

@_spi(Observatory) import ObservatoryUI

/// A habit: the model of the benchmarks' rows.
@Observable public final class WebHabit: Identifiable {
    public let id: Int
    public var title: String
    public var done = false

    public init(id: Int) {
        self.id = id
        title = "Habit \(id)"
    }
}

/// The habits of a list.
@Observable public final class WebHabitStore {
    public var habits: [WebHabit]

    public init(count: Int) { habits = (0..<count).map(WebHabit.init) }
}

/// The habit tracker's row (the same as `HabitRow` in
/// Tests/ObservatoryWebTests, whose test asserts the 200-byte bound): a check
/// button, and the title dimmed when done.
public struct WebHabitRow: View {
    public let habit: WebHabit

    public init(habit: WebHabit) { self.habit = habit }

    public var body: some View {
        HStack {
            Button {
                habit.done.toggle()
            } label: {
                Image(systemName: habit.done ? "checkmark.circle.fill" : "circle")
            }
            Text(habit.title)
                .foregroundStyle(habit.done ? .secondary : .primary)
        }
    }
}
