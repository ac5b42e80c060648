// The models of the `observations.*` scenarios.

#if OBSERVATORY
import Observatory
#else
import Observation
#endif

/// An actor that observes a model it owns.
actor Store {
    let counter = Counter()

    func observe(_ log: EventLog) async {
        var iterator = Observations<Int, Never> { self.counter.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        log("write 1 on the actor")
        counter.x = 1
        counter.x = 2
        log("element \(show(await iterator.next()))")
    }
}

enum TestError: Error {
    case simulated
}

@Observable
final class Failing: @unchecked Sendable {
    var value = 0
    var shouldThrow = false
}

extension Failing {
    /// `value`, or `TestError.simulated` while `shouldThrow` is set.
    func valueOrThrow() throws(TestError) -> Int {
        if shouldThrow { throw TestError.simulated }
        return value
    }
}
