#if PostgreSQL
import Logging
import ObservatoryUI
import NIOCore
import NIOPosix
import PostgresNIO
import Synchronization

/// Whether a PostgreSQL server answers, shared by every connection of one
/// store: the first that loses the server makes the store unreachable, and
/// a probe connects in the background until the server answers again.
final class PostgresProbe: Sendable {
    let location: PostgresLocation
    let reachability = StoreReachability()
    private let isProbing = Atomic<Bool>(false)
    /// How many calls waited for the server on the main actor: none should
    /// for the main context's saves and queries (tests check it).
    let callsOnMainActor = Atomic<Int>(0)
    private static let logger = Logger(label: "ObservatoryData.PostgreSQL")

    init(_ location: PostgresLocation) {
        self.location = location
    }

    /// Records that a call reached the server.
    func reached() {
        reachability.update(reachable: true)
    }

    /// Records that a connection to the server was lost or refused: the
    /// store is unreachable until a probe reaches the server again.
    func connectionLost(_ reason: String) {
        if reachability.isReachable {
            Self.logger.warning("the database cannot be reached: \(reason)")
        }
        // In words a window can show; the log has the details.
        reachability.update(reachable: false, problem: "the database at \(location.host):\(location.port) does not answer")
        startProbing()
    }

    /// Tries to connect in the background, after 100 ms and then twice as
    /// long each time up to 5 s, until the server answers; then the store
    /// is reachable again (the next call opens its connection).
    private func startProbing() {
        guard isProbing.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        probe(after: .milliseconds(100))
    }

    private func probe(after delay: TimeAmount) {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let configuration = location.configuration
        loop.scheduleTask(in: delay) { [weak self] in
            guard self != nil else { return }
            // Bounded: a server that accepts and never answers fails the
            // probe, which tries again; a connection that opens late is closed.
            let connecting = PostgresConnection.connect(on: loop, configuration: configuration, id: 3, logger: Self.logger)
            connecting.bounded(atMost: configuration.options.connectTimeout) {
                connecting.whenSuccess { $0.closeInBackground() }
            }
                .whenComplete { [weak self] result in
                    guard let self else { return }
                    switch result {
                    case .success(let probe):
                        probe.closeInBackground()
                        isProbing.store(false, ordering: .relaxed)
                        reachability.update(reachable: true)
                    case .failure:
                        probe(after: min(delay * 2, .seconds(5)))
                    }
                }
        }
    }
}
#endif
