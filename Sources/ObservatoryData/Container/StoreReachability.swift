import Observatory
import Synchronization

/// Whether a container's database answers, as an observable value: a view
/// that reads ``isReachable`` shows when the database is away, and updates
/// when it is back.
///
/// An embedded SQLite store is always reachable. A PostgreSQL store becomes
/// unreachable when a call cannot reach the server, and tries again in the
/// background (after 100 ms, doubling up to 5 s) until it can.
public final class StoreReachability: Observable, Sendable {
    private struct State {
        var isReachable = true
        var problem: String?
    }

    private let registrar = ObservationRegistrar()
    private let state = SanitizedMutex(State())
    private let returnActions = SanitizedMutex<[@Sendable () -> Void]>([])

    init() {}

    /// Whether the last call to the database reached it.
    public var isReachable: Bool {
        registrar.access(self, keyPath: \.isReachable)
        return state.withLock { $0.isReachable }
    }

    /// Why the database cannot be reached, while it cannot.
    public var problem: String? {
        registrar.access(self, keyPath: \.problem)
        return state.withLock { $0.problem }
    }

    /// Calls `action` each time the database is reachable again.
    func whenReachableAgain(_ action: @escaping @Sendable () -> Void) {
        returnActions.withLock { $0.append(action) }
    }

    /// Records the outcome of a call; observers hear only a change.
    func update(reachable: Bool, problem: String? = nil) {
        let (changed, returned) = state.withLock {
            ($0.isReachable != reachable || $0.problem != problem, !$0.isReachable && reachable)
        }
        guard changed else { return }
        defer {
            if returned { for action in returnActions.withLock({ $0 }) { action() } }
        }
        registrar.withMutation(of: self, keyPath: \.problem) {
            registrar.withMutation(of: self, keyPath: \.isReachable) {
                state.withLock { state in
                    state.isReachable = reachable
                    state.problem = reachable ? nil : problem
                }
            }
        }
    }
}
