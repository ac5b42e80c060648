import Synchronization

/// Wakes one iterator of ``Observations`` when something it tracked changed.
///
/// A change that arrives while nobody waits is remembered, so it is never
/// lost between two calls to `next()`. Cancellation wakes the waiter too.
final class ChangeSignal: Sendable {
    private struct State {
        var waiter: UnsafeContinuation<Void, Never>?
        var pending = false
        var cancelled = false
    }

    private let state = SanitizedMutex(State())

    /// Reports a change.
    func fire() {
        let waiter = state.withLock { state -> UnsafeContinuation<Void, Never>? in
            guard let waiter = state.waiter else {
                state.pending = true
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume()
    }

    /// Returns once a change has been reported since the last call, or the task is cancelled.
    func wait() async {
        await withTaskCancellationHandler {
            await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                let resumeNow = state.withLock { state -> Bool in
                    if state.pending || state.cancelled {
                        state.pending = false
                        return true
                    }
                    state.waiter = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state -> UnsafeContinuation<Void, Never>? in
                state.cancelled = true
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume()
        }
    }
}
