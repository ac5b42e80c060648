// Not from the article: how many times a view's body ran, shown by that
// body itself, so the browser shows which views re-run. The counter is not
// observable: counting and showing it never cause an update.
import ObservatoryUI

@MainActor
final class EvaluationCounter {
    private(set) var count = 0

    /// Counts one evaluation; returns the new count.
    func tick() -> Int {
        count += 1
        return count
    }
}

/// "body ×3": a view's evaluation count, in small print.
struct BodyRunsLabel: View {
    let count: Int

    var body: some View {
        Text("body ×\(count)")
            .font(.caption2)
            .foregroundStyle(.secondary)
    }
}
