import ObservatoryUI

/// Waits for a graph's `.task` work with a deadline.
@MainActor
enum TaskWaiter {
    /// Waits until every task of `registry` (and every task they lead to
    /// starting) has finished, or until `deadline`.
    ///
    /// - Returns: Whether the tasks finished before the deadline. When they
    ///   did not, a helper keeps waiting for them in the background.
    static func waitForAll(_ registry: TaskRegistry, until deadline: ContinuousClock.Instant) async -> Bool {
        let gate = Gate()
        Task { @MainActor in
            await registry.waitForAll()
            gate.open(with: true)
        }
        let timer = Task { @MainActor in
            try? await Task.sleep(until: deadline, clock: .continuous)
            gate.open(with: false)
        }
        let finished = await gate.wait()
        timer.cancel()
        return finished
    }
}

/// A one-shot result that one waiter awaits; the first ``open(with:)`` wins.
@MainActor
private final class Gate {
    private var result: Bool?
    private var continuation: CheckedContinuation<Bool, Never>?

    func open(with value: Bool) {
        guard result == nil else { return }
        result = value
        continuation?.resume(returning: value)
        continuation = nil
    }

    func wait() async -> Bool {
        if let result { return result }
        return await withCheckedContinuation { continuation in
            self.continuation = continuation
        }
    }
}
