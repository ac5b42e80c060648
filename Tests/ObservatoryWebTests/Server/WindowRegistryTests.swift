import Logging
import Testing
@testable import ObservatoryWeb

@MainActor
@Suite("Windows: registry, grace period, resume, replacement")
struct WindowRegistryTests {
    let windows = FakeWindows()

    func registry(gracePeriod: Duration = .milliseconds(100)) -> WindowRegistry {
        WindowRegistry(gracePeriod: gracePeriod, logger: Logger(label: "test"), makeWindow: windows.factory)
    }

    /// Everything queued on `connection`, once it is finished.
    func drained(_ connection: SocketConnection) async -> [SocketConnection.Outgoing] {
        connection.finish()
        var items: [SocketConnection.Outgoing] = []
        for await item in connection.outgoing { items.append(item) }
        return items
    }

    @Test func openMakesAWindowWithRandomIdAndToken() throws {
        let registry = registry()
        let first = registry.open()
        let second = registry.open()
        #expect(registry.count == 2)
        #expect(first.id != second.id)
        #expect(first.token != second.token)
        #expect(first.id.count == 22 && first.token.count == 43)
        #expect(registry.window(first.id) === first)
        #expect(registry.handshake(window: first.id) == .accept)
        #expect(registry.handshake(window: second.id) == .accept)
        #expect(registry.handshake(window: "nope") == .unknownWindow)
    }

    @Test func aWindowThatNeverConnectsExpires() async throws {
        let registry = registry(gracePeriod: .milliseconds(50))
        let window = registry.open()
        #expect(registry.count == 1)
        #expect(await eventually { registry.count == 0 })
        #expect(registry.window(window.id) == nil)
        #expect(try #require(windows.all.first).isClosed)
        #expect(registry.handshake(window: window.id) == .unknownWindow)
    }

    /// Every window expires at its own deadline: never before it, and in the
    /// order of the deadlines. How long after it is not asserted: the sweeper
    /// runs on the main actor, which the other tests of a parallel run can
    /// hold for seconds; what cannot vary with load is that no window goes
    /// early (a window opened half a grace period later outlives the others).
    @Test func windowsExpireInTurnEachAfterItsOwnGracePeriod() async throws {
        let grace = Duration.seconds(1)
        let registry = registry(gracePeriod: grace)
        let early = (0..<100).map { _ in registry.open() }
        try await Task.sleep(for: .milliseconds(500))
        let late = registry.open()
        let connected = early[7]
        let connection = SocketConnection()
        #expect(registry.attach(SocketRequest(window: connected.id), token: connected.token, connection: connection) == .attached)
        #expect(await eventually { registry.count == 1 }, "all went but the connected one")
        #expect(registry.window(connected.id) != nil, "a window with a socket never expires")
        let closed = windows.all.filter(\.isClosed)
        #expect(closed.count == 100)
        for window in closed {
            let closedAt = try #require(window.closedAt)
            #expect(closedAt - window.openedAt >= grace, "not before its own deadline")
        }
        let lateWindow = try #require(windows.all.first { $0.id == late.id })
        let earlyClosings = closed.filter { $0 !== lateWindow }.compactMap(\.closedAt)
        #expect(earlyClosings.allSatisfy { $0 <= lateWindow.closedAt! }, "in the order of the deadlines")
        #expect(lateWindow.closedAt! - lateWindow.openedAt >= grace, "opened later, it went later")
        registry.detach(window: connected.id, connection: connection)
        #expect(await eventually { registry.count == 0 })
        #expect(windows.all.allSatisfy { $0.isClosed })
    }

    @Test func aConnectedWindowStaysThenExpiresAfterItsSocketGoes() async throws {
        let registry = registry(gracePeriod: .milliseconds(50))
        let window = registry.open()
        let connection = SocketConnection()
        #expect(registry.attach(SocketRequest(window: window.id), token: window.token, connection: connection) == .attached)
        try await Task.sleep(for: .milliseconds(200))
        #expect(registry.count == 1)
        #expect(registry.isConnected(window.id))
        registry.detach(window: window.id, connection: connection)
        #expect(registry.count == 1)
        #expect(await eventually { registry.count == 0 })
        #expect(try #require(windows.all.first).isClosed)
    }

    @Test func reconnectingWithinTheGracePeriodResumes() async throws {
        let registry = registry(gracePeriod: .milliseconds(150))
        let window = registry.open()
        let fake = try #require(windows.all.first)
        let first = SocketConnection()
        #expect(registry.attach(SocketRequest(window: window.id), token: window.token, connection: first) == .attached)
        registry.detach(window: window.id, connection: first)
        try await Task.sleep(for: .milliseconds(50))
        let second = SocketConnection()
        #expect(registry.attach(SocketRequest(window: window.id, lastSequence: 7), token: window.token, connection: second) == .attached)
        try await Task.sleep(for: .milliseconds(300))
        #expect(registry.count == 1)
        #expect(!fake.isClosed)
        #expect(fake.resumedFrom == [0, 7])
        #expect(await drained(second) == [.text(#"{"type":"resumed","s":7}"#)])
    }

    @Test func attachRefusesAWrongTokenOrUnknownWindow() {
        let registry = registry()
        let window = registry.open()
        let connection = SocketConnection()
        #expect(registry.attach(SocketRequest(window: window.id), token: "wrong", connection: connection) == .wrongToken)
        #expect(registry.attach(SocketRequest(window: "unknown"), token: window.token, connection: connection) == .unknownWindow)
        #expect(!registry.isConnected(window.id))
        #expect(windows.all.first?.resumedFrom == [])
    }

    @Test func messagesRepliesAndPushesGoToTheSocketInOrder() async throws {
        let registry = registry()
        let window = registry.open()
        let fake = try #require(windows.all.first)
        let connection = SocketConnection()
        #expect(registry.attach(SocketRequest(window: window.id), token: window.token, connection: connection) == .attached)
        guard case .delivered = registry.receive("one", window: window.id, from: connection) else {
            Issue.record("not delivered"); return
        }
        fake.send?("push")
        guard case .delivered = registry.receive("two", window: window.id, from: connection) else {
            Issue.record("not delivered"); return
        }
        #expect(fake.received == ["one", "two"])
        #expect(await drained(connection) == [
            .text(#"{"type":"resumed","s":0}"#),
            .text(#"{"type":"echo","text":"one"}"#),
            .text("push"),
            .text(#"{"type":"echo","text":"two"}"#),
        ])
        registry.detach(window: window.id, connection: connection)
        #expect(fake.send == nil)
    }

    @Test func aProtocolViolationIsReportedAndTheWindowKept() throws {
        let registry = registry()
        let window = registry.open()
        let connection = SocketConnection()
        #expect(registry.attach(SocketRequest(window: window.id), token: window.token, connection: connection) == .attached)
        guard case .violation(let error) = registry.receive("bad", window: window.id, from: connection) else {
            Issue.record("the violation was not reported"); return
        }
        #expect(error.reason == "test violation")
        #expect(registry.count == 1)
    }

    @Test func aSecondSocketReplacesTheFirst() async throws {
        let registry = registry(gracePeriod: .milliseconds(50))
        let window = registry.open()
        let fake = try #require(windows.all.first)
        let first = SocketConnection()
        let second = SocketConnection()
        #expect(registry.attach(SocketRequest(window: window.id), token: window.token, connection: first) == .attached)
        #expect(registry.attach(SocketRequest(window: window.id, lastSequence: 3), token: window.token, connection: second) == .attached)
        // The first socket is told to close, and is no longer heard.
        var firstItems: [SocketConnection.Outgoing] = []
        for await item in first.outgoing { firstItems.append(item) }
        #expect(firstItems.last == .close(code: 4001, reason: "replaced by a newer connection"))
        guard case .stale = registry.receive("late", window: window.id, from: first) else {
            Issue.record("a replaced socket was heard"); return
        }
        #expect(fake.received == [])
        // Its going away does not start the grace period of the window.
        registry.detach(window: window.id, connection: first)
        try await Task.sleep(for: .milliseconds(200))
        #expect(registry.count == 1)
        fake.send?("push")
        #expect(await drained(second) == [.text(#"{"type":"resumed","s":3}"#), .text("push")])
    }

    @Test func closeAllClosesWindowsAndSockets() async throws {
        let registry = registry()
        let window = registry.open()
        _ = registry.open()
        let connection = SocketConnection()
        #expect(registry.attach(SocketRequest(window: window.id), token: window.token, connection: connection) == .attached)
        registry.closeAll()
        #expect(registry.count == 0)
        let allClosed = windows.all.allSatisfy { $0.isClosed }
        #expect(windows.all.count == 2 && allClosed)
        var items: [SocketConnection.Outgoing] = []
        for await item in connection.outgoing { items.append(item) }
        #expect(items.last == .close(code: 1001, reason: "server shutting down"))
    }
}
