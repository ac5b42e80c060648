#if OBSERVATORY
import Observatory
#else
import Observation
#endif

/// An `Observations` iterator that child tasks can share, for timeout races.
final class IteratorBox<Element: Sendable, Failure: Error>: @unchecked Sendable {
    var iterator: Observations<Element, Failure>.Iterator

    init(_ sequence: Observations<Element, Failure>) {
        iterator = sequence.makeAsyncIterator()
    }

    /// "element <value>", "finished", "threw <error>", or "timed out" when
    /// nothing came within `milliseconds` (the pending `next()` is then
    /// cancelled, which ends the iterator).
    func next(timeout milliseconds: Int) async -> String {
        await withTaskGroup(of: String.self) { group in
            group.addTask {
                do {
                    return try await self.iterator.next().map { "element \($0)" } ?? "finished"
                } catch {
                    return "threw \(error)"
                }
            }
            group.addTask {
                try? await Task.sleep(for: .milliseconds(milliseconds))
                return "timed out"
            }
            let first = await group.next() ?? "no result"
            group.cancelAll()
            return first
        }
    }
}
