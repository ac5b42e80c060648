/// An asynchronous sequence of the values of a closure that reads
/// `@Observable` properties, re-evaluated whenever they change (SE-0475).
///
/// ```swift
/// for await total in Observations({ cart.total }) {
///     print(total)
/// }
/// ```
///
/// - Each iterator first yields the closure's current value.
/// - After that it waits for a change to any property the closure read, then
///   evaluates the closure again on the closure's isolation. Changes made
///   together, until the mutating code suspends, produce one element.
/// - Each iterator has its own state: two iterators over one sequence each
///   see every element once.
/// - The sequence ends when the closure throws (the error is rethrown), when
///   ``untilFinished(_:)``'s closure returns ``Iteration/finish``, or when the
///   iterating task is cancelled. It also re-evaluates when an object it read
///   is freed, so a closure that captures its subject weakly can finish.
public struct Observations<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
    /// What an ``untilFinished(_:)`` closure returns.
    public enum Iteration: Sendable {
        /// Yield an element and keep observing.
        case next(Element)
        /// End the sequence.
        case finish
    }

    let emit: Emitter

    /// Creates a sequence of the values `emit` returns.
    public init(
        @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element
    ) {
        self.emit = .element(emit)
    }

    /// Creates a sequence that ends when `emit` returns ``Iteration/finish``.
    public static func untilFinished(
        @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Iteration
    ) -> Observations<Element, Failure> {
        Observations(emitter: .iteration(emit))
    }

    init(emitter: Emitter) {
        self.emit = emitter
    }

    /// Creates an iterator with its own tracking state.
    public func makeAsyncIterator() -> Iterator {
        Iterator(emit: emit)
    }

    /// Produces the elements of an ``Observations`` sequence.
    public struct Iterator: AsyncIteratorProtocol {
        let emit: Emitter
        /// Nil once the sequence has ended.
        private var delivery: Delivery?
        private var started = false

        init(emit: Emitter) {
            self.emit = emit
            self.delivery = Delivery(emit: emit)
        }

        /// The next value: the current one first, then one per batch of changes.
        public mutating func next(
            isolation iterationIsolation: isolated (any Actor)? = #isolation
        ) async throws(Failure) -> Element? {
            guard let delivery else { return nil }
            if started {
                await delivery.wait(isolation: iterationIsolation)
            }
            started = true
            guard !Task.isCancelled else { return finish() }
            do {
                let iteration: Iteration
                if let evaluated = delivery.takeEvaluated() {
                    iteration = try evaluated.get()
                } else {
                    iteration = try await emit.evaluate(tracking: delivery, isolation: emit.isolation)
                }
                switch iteration {
                case .next(let element): return element
                case .finish: return finish()
                }
            } catch {
                _ = finish()
                throw error
            }
        }

        private mutating func finish() -> Element? {
            delivery = nil
            return nil
        }
    }
}
