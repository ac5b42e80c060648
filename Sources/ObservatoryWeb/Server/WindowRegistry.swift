import Logging

/// The open windows by id, and the one socket each may have.
///
/// A page load opens a window. Its tab's socket attaches to it; when the
/// socket goes away (or never comes) the window is kept for the grace
/// period, then closed and forgotten. A socket that attaches within the
/// period cancels the expiry and resumes the window. A second socket for the
/// same window replaces the first, which is closed.
///
/// Lives on the main actor with the windows, so each call into a window is
/// made there.
@MainActor
final class WindowRegistry {
    /// Makes the window for a page load, given its id and token.
    typealias Factory = @MainActor (_ id: String, _ token: String) -> any WindowSession

    /// What a socket handshake for a window id should get (the token comes
    /// after it, in the socket's first message, see ``attach(_:token:connection:)``).
    enum Handshake: Equatable {
        /// The window exists: the socket opens, and waits for its hello.
        case accept
        /// No such window (the server restarted, or the window expired): the
        /// tab should reload.
        case unknownWindow
    }

    /// What became of a socket that presented a token.
    enum Attachment: Equatable {
        /// The socket is the window's.
        case attached
        /// The window is gone (it expired between the handshake and the hello).
        case unknownWindow
        /// The window exists but the token is not its own.
        case wrongToken
    }

    /// What became of a message from a socket.
    enum Delivery {
        /// The window handled it; its replies are queued on the socket.
        case delivered
        /// The socket is no longer its window's socket; the message was dropped.
        case stale
        /// The message broke the protocol; the socket must be closed.
        case violation(WebProtocolError)
    }

    private final class Entry {
        let window: any WindowSession
        var connection: SocketConnection?
        /// When the window expires unless a socket attaches; nil while it
        /// has one.
        var deadline: ContinuousClock.Instant?

        init(window: any WindowSession) { self.window = window }
    }

    /// A window's expiry, waiting its turn.
    private struct PendingExpiry {
        let entry: Entry
        let deadline: ContinuousClock.Instant
    }

    /// How long a window without a socket is kept.
    let gracePeriod: Duration
    /// What every window id starts with: the process's name and `-`, or
    /// nothing (``WebConfiguration/processName``).
    let idPrefix: String
    private let makeWindow: Factory
    private let logger: Logger
    private var entries: [String: Entry] = [:]
    /// The expiries scheduled, in the order of their deadlines: one grace
    /// period for all, so a later schedule has a later deadline. An item
    /// whose entry has another deadline since (it attached, or detached
    /// again) is stale and skipped.
    ///
    /// One queue and one sleeping task for the registry, where a task per
    /// window cost each idle window about 2.4 KB.
    private var expiries: [PendingExpiry] = []
    private var expiriesHead = 0
    private var sweeper: Task<Void, Never>?
    /// How often each socket is pinged (``SocketConnection/ping()``).
    let pingInterval: Duration
    /// One task pings every socket, while any is attached: a task per socket
    /// (the WebSocket layer's own ping) cost each live window about 3.5 KB.
    private var pinger: Task<Void, Never>?

    init(
        gracePeriod: Duration, processName: String? = nil, pingInterval: Duration = SocketPingWatch.interval,
        logger: Logger, makeWindow: @escaping Factory
    ) {
        self.gracePeriod = gracePeriod
        self.pingInterval = pingInterval
        idPrefix = processName.map { "\($0)-" } ?? ""
        self.logger = logger
        self.makeWindow = makeWindow
    }

    /// The development loop's latest build status, shown by every tab that
    /// connects (``DevelopmentStatus``); nil outside the loop.
    private(set) var developmentStatus: DevelopmentStatus?

    /// The number of open windows.
    var count: Int { entries.count }

    /// Tells every connected tab, and those that connect later, where the development loop's build is.
    func showDevelopmentStatus(_ status: DevelopmentStatus) {
        developmentStatus = status
        let frame = status.frame
        for entry in entries.values { entry.connection?.send(frame) }
    }

    /// The open window with this id.
    func window(_ id: String) -> (any WindowSession)? { entries[id]?.window }

    /// Whether the window has a socket.
    func isConnected(_ id: String) -> Bool { entries[id]?.connection != nil }

    /// Opens a window for a page load, with a fresh random id (after
    /// ``idPrefix``) and token, made
    /// by `factory` (default: the registry's). It expires after the grace
    /// period unless a socket attaches.
    func open(_ factory: Factory? = nil) -> any WindowSession {
        var id = idPrefix + SessionSecrets.makeID()
        while entries[id] != nil { id = idPrefix + SessionSecrets.makeID() }
        let window = (factory ?? makeWindow)(id, SessionSecrets.makeToken())
        let entry = Entry(window: window)
        entries[window.id] = entry
        scheduleExpiry(entry)
        logger.debug("window opened", metadata: ["window": "\(window.id)", "windows": "\(entries.count)"])
        return window
    }

    /// Decides a socket handshake.
    func handshake(window id: String) -> Handshake {
        entries[id] == nil ? .unknownWindow : .accept
    }

    /// Makes `connection` the window's socket, if `token` is the window's:
    /// cancels its expiry, closes the socket it replaces, and queues the
    /// frames that bring the tab up to date. Nothing is attached when the
    /// window is unknown or the token wrong.
    func attach(_ request: SocketRequest, token: String, connection: SocketConnection) -> Attachment {
        guard let entry = entries[request.window] else { return .unknownWindow }
        guard SessionSecrets.constantTimeEquals(entry.window.token, token) else { return .wrongToken }
        entry.deadline = nil
        if let previous = entry.connection {
            logger.debug("socket replaced", metadata: ["window": "\(request.window)"])
            previous.close(code: SocketConnection.replacedCloseCode, reason: "replaced by a newer connection")
        }
        entry.connection = connection
        for frame in entry.window.resume(lastSequence: request.lastSequence) {
            connection.send(frame)
        }
        entry.window.send = { frame in connection.send(frame) }
        if let developmentStatus, developmentStatus.state != .ready { connection.send(developmentStatus.frame) }
        startPinging()
        logger.debug("socket attached", metadata: ["window": "\(request.window)", "sequence": "\(request.lastSequence)"])
        return .attached
    }

    /// Hands a message from `connection` to its window.
    func receive(_ text: String, window id: String, from connection: SocketConnection) -> Delivery {
        guard let entry = entries[id], entry.connection === connection else { return .stale }
        do {
            for frame in try entry.window.receive(text) {
                connection.send(frame)
            }
            return .delivered
        } catch {
            return .violation(error)
        }
    }

    /// The socket went away: unless it had been replaced, the window starts
    /// its grace period.
    func detach(window id: String, connection: SocketConnection) {
        guard let entry = entries[id], entry.connection === connection else { return }
        entry.connection = nil
        entry.window.send = nil
        scheduleExpiry(entry)
        logger.debug("socket detached", metadata: ["window": "\(id)"])
    }

    /// Closes every window and socket (at shutdown).
    func closeAll() {
        let closing = entries
        entries = [:]
        sweeper?.cancel()
        sweeper = nil
        pinger?.cancel()
        pinger = nil
        expiries = []
        expiriesHead = 0
        for entry in closing.values {
            entry.deadline = nil
            entry.connection?.close(code: SocketConnection.goingAwayCloseCode, reason: "server shutting down")
            entry.window.send = nil
            entry.window.close()
        }
        if !closing.isEmpty {
            logger.debug("windows closed", metadata: ["windows": "\(closing.count)"])
        }
    }

    /// Starts the task that pings every socket each ``pingInterval``, unless
    /// it runs; it ends when no socket is attached.
    private func startPinging() {
        guard pinger == nil else { return }
        // Holds the registry weakly while it sleeps.
        pinger = Task { [weak self, pingInterval] in
            while !Task.isCancelled {
                try? await Task.sleep(for: pingInterval)
                guard !Task.isCancelled, let self, self.pingConnections() else { return }
            }
        }
    }

    /// Pings every attached socket; false, and the pinger ends, when none is.
    private func pingConnections() -> Bool {
        var pinged = false
        for entry in entries.values {
            guard let connection = entry.connection else { continue }
            connection.ping()
            pinged = true
        }
        if !pinged { pinger = nil }
        return pinged
    }

    private func scheduleExpiry(_ entry: Entry) {
        let deadline = ContinuousClock.now.advanced(by: gracePeriod)
        entry.deadline = deadline
        expiries.append(PendingExpiry(entry: entry, deadline: deadline))
        if sweeper == nil {
            // Holds the registry weakly while it sleeps.
            sweeper = Task { [weak self] in
                while let deadline = self?.nextExpiryDeadline() {
                    try? await Task.sleep(until: deadline, clock: .continuous)
                    if Task.isCancelled { return }
                    // What reached the main actor first runs first: a socket
                    // that attached before the deadline, on a busy actor.
                    await Task.yield()
                    self?.expireDueWindows()
                }
            }
        }
    }

    /// The first deadline waiting; nil, and the sweeper ends, when none is.
    private func nextExpiryDeadline() -> ContinuousClock.Instant? {
        // Skip the items whose window has another deadline since.
        while expiriesHead < expiries.count, expiries[expiriesHead].entry.deadline != expiries[expiriesHead].deadline {
            expiriesHead += 1
        }
        if expiriesHead == expiries.count {
            expiries.removeAll(keepingCapacity: false)
            expiriesHead = 0
            sweeper = nil
            return nil
        }
        // Drop the items behind the head now and then, not on every one.
        if expiriesHead > 64 && expiriesHead * 2 > expiries.count {
            expiries.removeFirst(expiriesHead)
            expiriesHead = 0
        }
        return expiries[expiriesHead].deadline
    }

    /// Expires every window whose deadline has passed.
    private func expireDueWindows() {
        let now = ContinuousClock.now
        while expiriesHead < expiries.count, expiries[expiriesHead].deadline <= now {
            let due = expiries[expiriesHead]
            expiriesHead += 1
            if due.entry.deadline == due.deadline { expire(due.entry) }
        }
    }

    private func expire(_ entry: Entry) {
        let id = entry.window.id
        guard entries[id] === entry, entry.connection == nil else { return }
        entries[id] = nil
        entry.deadline = nil
        entry.window.close()
        logger.debug("window expired", metadata: ["window": "\(id)", "windows": "\(entries.count)"])
    }
}
