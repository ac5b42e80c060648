import Synchronization

extension Observations {
    /// One iterator's state, shared with the trackings its evaluations
    /// install: whether it waits, whether a change arrived while it did not,
    /// and an element evaluated for it ahead of its wake-up.
    ///
    /// Invariant: an iterator never waits while a change it has not
    /// delivered exists. A change that arrives while nobody waits is
    /// remembered (`pending`); one that arrives while the iterator waits
    /// either wakes it, or is evaluated for it right away (below).
    ///
    /// **Why evaluate ahead.** A change separated from the next one by a
    /// suspension of the writer must be its own element. The writer's
    /// `await Task.yield()` resumes through the global executor and hops
    /// back; so does a continuation resumed on any actor (Swift 6.3 resumes
    /// it on the global executor, then switches). The iterator and the
    /// writer race back to the actor, and the second write can land before
    /// the iterator re-evaluates: two changes, one element. So when the
    /// closure runs on the main actor, a change that finds the iterator
    /// waiting enqueues the evaluation itself as a main-actor job. A job
    /// created for a global actor goes straight onto that actor's queue,
    /// ahead of anything the writer schedules after its next suspension, and
    /// still after the writer's synchronous stretch, so changes made together
    /// stay one element. Its result waits here until the iterator wakes.
    /// Closures on other actors, or on none, are evaluated by the iterator
    /// when it wakes, as before; Swift offers no way to enqueue a job
    /// directly on an actor known only at run time.
    final class Delivery: Sendable {
        private struct State {
            var waiter: UnsafeContinuation<Void, Never>?
            /// A change arrived and nobody has evaluated since.
            var pending = false
            var cancelled = false
            /// An evaluation job is queued or running for the waiter.
            var evaluating = false
            /// What that job produced, for the iterator to take.
            var evaluated: Result<Iteration, Failure>?
        }

        private let state = SanitizedMutex(State())
        let emit: Emitter

        init(emit: Emitter) {
            self.emit = emit
        }

        /// What a change does, decided under the lock.
        private enum Reaction {
            case remember
            case wake(UnsafeContinuation<Void, Never>)
            case evaluateAhead
        }

        /// Reports a change to something the last evaluation read.
        func changed() {
            let evaluatesAhead = emit.isolation.map { $0 === MainActor.shared } ?? false
            let reaction = state.withLock { state -> Reaction in
                guard let waiter = state.waiter, !state.evaluating, state.evaluated == nil else {
                    state.pending = true
                    return .remember
                }
                if evaluatesAhead {
                    state.evaluating = true
                    return .evaluateAhead
                }
                state.waiter = nil
                return .wake(waiter)
            }
            switch reaction {
            case .remember: break
            case .wake(let waiter): waiter.resume()
            case .evaluateAhead: Task { @MainActor in await self.evaluateAhead() }
            }
        }

        /// The main-actor job of ``changed()``: evaluates, keeps the result
        /// and wakes the iterator.
        @MainActor
        private func evaluateAhead() async {
            guard !state.withLock({ $0.cancelled }) else { return }
            let outcome: Result<Iteration, Failure>
            do {
                outcome = .success(try await emit.evaluate(tracking: self, isolation: MainActor.shared))
            } catch {
                outcome = .failure(error)
            }
            let waiter = state.withLock { state -> UnsafeContinuation<Void, Never>? in
                state.evaluating = false
                state.evaluated = outcome
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume()
        }

        /// The element evaluated ahead for this iterator, if any.
        func takeEvaluated() -> Result<Iteration, Failure>? {
            state.withLock { state in
                defer { state.evaluated = nil }
                return state.evaluated
            }
        }

        /// Returns once a change has been reported (or evaluated) since the
        /// last call, or the task is cancelled.
        func wait(isolation: isolated (any Actor)? = #isolation) async {
            await withTaskCancellationHandler(operation: {
                await withUnsafeContinuation(isolation: isolation) { (continuation: UnsafeContinuation<Void, Never>) in
                    let resumeNow = state.withLock { state -> Bool in
                        if state.cancelled || state.evaluated != nil {
                            return true
                        }
                        if state.pending {
                            state.pending = false
                            return true
                        }
                        state.waiter = continuation
                        return false
                    }
                    if resumeNow { continuation.resume() }
                }
            }, onCancel: {
                let waiter = state.withLock { state -> UnsafeContinuation<Void, Never>? in
                    state.cancelled = true
                    defer { state.waiter = nil }
                    return state.waiter
                }
                waiter?.resume()
            }, isolation: isolation)
        }
    }
}
