extension Observations {
    /// The user's closure, in either of its two forms.
    enum Emitter: Sendable {
        case element(@isolated(any) @Sendable () throws(Failure) -> Element)
        case iteration(@isolated(any) @Sendable () throws(Failure) -> Iteration)

        /// The isolation the closure runs on.
        var isolation: (any Actor)? {
            switch self {
            case .element(let closure): closure.isolation
            case .iteration(let closure): closure.isolation
            }
        }

        /// Runs the closure on its own isolation while tracking its reads,
        /// and arms `delivery` to hear when any of them changes.
        ///
        /// This function is isolated to `isolation`, the closure's own, so the
        /// call below does not suspend: the tracking scope opened on this
        /// thread sees exactly the closure's reads.
        func evaluate(
            tracking delivery: Delivery,
            isolation: isolated (any Actor)?
        ) async throws(Failure) -> Iteration {
            let frame = TrackingScope.open()
            let outcome: Result<Iteration, Failure>
            do {
                switch self {
                case .element(let closure): outcome = .success(.next(try await closure()))
                case .iteration(let closure): outcome = .success(try await closure())
                }
            } catch {
                outcome = .failure(error)
            }
            TrackingScope.close(frame)
            if case .success(.next) = outcome, frame.count > 0 {
                install(frame, handler: .onChange({ delivery.changed() }), extraKinds: .deinitialized)
            }
            TrackingScope.recycle(frame)
            return try outcome.get()
        }
    }
}
