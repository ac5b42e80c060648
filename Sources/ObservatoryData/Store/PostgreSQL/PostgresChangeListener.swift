#if PostgreSQL
import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import Synchronization

/// Hears the saves of other processes: a connection of its own that
/// `LISTEN`s on the store's channel and hands each notice to `receive`.
///
/// A notice is untrusted: anyone who can connect may send one. Before
/// `receive` sees it, it is decoded with bounds, validated against the
/// container's entities (``NoticeClaims``), and verified on this connection:
/// one query per entity asks which of the named rows exist, and the changes
/// handed on are what the database holds. The queries run on the event loop,
/// never on the main actor, and in the order the notices came, so the
/// changes reach `receive` in that order too. If a query fails (the
/// connection is lost), `receive` gets ``ModelChanges/missedChanges``.
///
/// When the connection is lost, it calls `lost` (the store turns unreachable,
/// so every window says so even before its next read or write) and connects
/// again after a delay that doubles from 100 ms up to 5 s, until it succeeds
/// or the listener stops. PostgreSQL keeps no notifications for a listener
/// that is away, so once it listens again it hands `receive`
/// ``ModelChanges/missedChanges``: contexts read their models again and
/// queries fetch again.
final class PostgresChangeListener: Sendable {
    private struct State: ~Copyable {
        var connection: PostgresConnection?
        var stopped = false
        var delay: TimeAmount = .milliseconds(100)
        /// The connection was lost since the last time it listened.
        var hasMissedNotices = false
    }

    private let location: PostgresLocation
    private let channel: String
    private let origin: String
    private let vocabulary: NoticeVocabulary
    private let receive: @Sendable (ModelChanges) -> Void
    private let lost: @Sendable (String) -> Void
    private let state = SanitizedMutex(State())
    private static let logger = Logger(label: "ObservatoryData.PostgreSQL")

    init(
        _ location: PostgresLocation, channel: String, origin: String, vocabulary: NoticeVocabulary,
        receive: @escaping @Sendable (ModelChanges) -> Void,
        lost: @escaping @Sendable (String) -> Void
    ) {
        self.location = location
        self.channel = channel
        self.origin = origin
        self.vocabulary = vocabulary
        self.receive = receive
        self.lost = lost
    }

    /// Connects and listens; returns when the server listens for it, so that
    /// every save committed after this call is heard.
    func start() throws {
        try connect().wait(atMost: location.timeout) {}
    }

    /// Stops listening and closes the connection.
    func stop() {
        let connection = state.withLock { state in
            state.stopped = true
            return state.connection.take()
        }
        connection?.closeInBackground()
    }

    private func connect() -> EventLoopFuture<Void> {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        // Named after the channel, so that an operator (or a test) can tell
        // the listening connection of each schema in `pg_stat_activity`.
        var configuration = location.configuration
        configuration.options.additionalStartupParameters.append(("application_name", Self.applicationName(channel)))
        // An attempt that has not listened within the timeout is abandoned
        // (and its connection closed, should it open later): the next one
        // starts, so a server that never answers cannot stall the listener.
        let attempt = SanitizedMutex<(abandoned: Bool, connection: PostgresConnection?)>((false, nil))
        return PostgresConnection.connect(
            on: loop, configuration: configuration, id: 2, logger: Self.logger
        ).flatMap { connection in
            let abandoned = attempt.withLock { attempt in
                attempt.connection = connection
                return attempt.abandoned
            }
            if abandoned { return connection.close() }
            connection.addListener(channel: self.channel) { _, notification in
                self.deliver(notification.payload, verifyingOn: connection)
            }
            let listen = PostgresQuery(unsafeSQL: "LISTEN \(quoted(self.channel))")
            return connection.query(listen, logger: Self.logger).map { _ in
                let (keep, resync) = self.state.withLock { state -> (Bool, Bool) in
                    guard !state.stopped, !attempt.withLock({ $0.abandoned }) else { return (false, false) }
                    state.connection = connection
                    state.delay = .milliseconds(100)
                    defer { state.hasMissedNotices = false }
                    return (true, state.hasMissedNotices)
                }
                guard keep else {
                    connection.closeInBackground()
                    return
                }
                connection.closeFuture.whenComplete { _ in self.connectionClosed(connection) }
                if resync {
                    Self.logger.notice("hearing other processes again; models and queries are read again", metadata: ["store": "\(self.location)"])
                    self.receive(.missedChanges)
                }
            }.flatMapError { error in
                connection.close().flatMapThrowing { _ in throw error }
            }
        }.bounded(atMost: location.timeout) {
            attempt.withLock { attempt in
                attempt.abandoned = true
                return attempt.connection
            }?.closeInBackground()
        }
    }

    /// The `application_name` of the connection that listens on `channel`
    /// (PostgreSQL keeps 63 bytes of it).
    static func applicationName(_ channel: String) -> String {
        String(decoding: Array("listen \(channel)".utf8.prefix(63)), as: UTF8.self)
    }

    private func deliver(_ payload: String, verifyingOn connection: PostgresConnection) {
        guard let notice = ChangeNotice(payload: payload) else {
            Self.logger.warning("rejected a notification that is not a change notice", metadata: [
                "channel": "\(channel)", "bytes": "\(payload.utf8.count)",
            ])
            return
        }
        guard notice.origin != origin else { return }
        let claims = NoticeClaims(notice, vocabulary: vocabulary)
        if claims.rejectedCount > 0 {
            Self.logger.warning("rejected entries of a change notice", metadata: [
                "channel": "\(channel)", "rejected": "\(claims.rejectedCount)",
                "reasons": "\(claims.rejected.joined(separator: "; "))",
            ])
        }
        guard !claims.isEmpty else { return }
        // A check that gets no answer in time closes the connection: the
        // listener connects again and everything is read again.
        existingRows(claims, on: connection).bounded(atMost: location.timeout) {
            connection.closeInBackground()
        }.whenComplete { result in
            switch result {
            case .success(let existing):
                self.receive(claims.changes(existing: existing, vocabulary: self.vocabulary))
            case .failure(let error):
                Self.logger.warning("could not check a change notice; models and queries are read again", metadata: [
                    "error": "\(PostgresSession.message(of: error))",
                ])
                self.receive(.missedChanges)
            }
        }
    }

    /// The keys of the rows `claims` names that exist, by entity.
    private func existingRows(
        _ claims: NoticeClaims, on connection: PostgresConnection
    ) -> EventLoopFuture<[String: Set<Int64>]> {
        var lookups: [EventLoopFuture<(String, [Int64])>] = []
        for (entity, keys) in claims.keys {
            guard let known = vocabulary.entities[entity] else { continue }
            for chunk in keys.chunked(SQLDialect.keysPerStatement) {
                let fragment = SQLDialect.postgres.selectKeys(SQLDialect.postgres.keyed(known.description, chunk))
                let query: PostgresQuery
                do { query = try fragment.postgresQuery() } catch {
                    return connection.eventLoop.makeFailedFuture(error)
                }
                lookups.append(connection.query(query, logger: Self.logger).flatMapThrowing { result in
                    (entity, try result.rows.map { try $0.decode(Int64.self) })
                })
            }
        }
        return EventLoopFuture.whenAllSucceed(lookups, on: connection.eventLoop).map { found in
            var existing: [String: Set<Int64>] = [:]
            for (entity, keys) in found { existing[entity, default: []].formUnion(keys) }
            return existing
        }
    }

    private func connectionClosed(_ connection: PostgresConnection) {
        let delay: TimeAmount? = state.withLock { state in
            guard !state.stopped, state.connection === connection else { return nil }
            state.connection = nil
            state.hasMissedNotices = true
            return state.delay
        }
        guard let delay else { return }
        Self.logger.warning("lost the connection that hears other processes; connecting again", metadata: ["store": "\(location)"])
        lost("\(location): the connection to the server was lost")
        reconnect(after: delay)
    }

    private func reconnect(after delay: TimeAmount) {
        MultiThreadedEventLoopGroup.singleton.next().scheduleTask(in: delay) {
            guard !self.state.withLock({ $0.stopped }) else { return }
            self.connect().whenFailure { _ in
                let next = self.state.withLock { state -> TimeAmount in
                    state.delay = min(state.delay * 2, .seconds(5))
                    return state.delay
                }
                self.reconnect(after: next)
            }
        }
    }
}
#endif
