import Logging
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing
@testable import ObservatoryWeb

@Suite("Sockets: pinged by the registry, pongs seen by the watch")
struct SocketPingTests {
    /// A channel as after the upgrade (the frame decoder) with a watch after it.
    func watchedChannel() throws -> (EmbeddedChannel, SocketPingWatch) {
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(WebSocketFrameDecoder()))
        let watch = try #require(SocketPingWatch.install(on: channel))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return (channel, watch)
    }

    @Test func aPingGoesOutAndOneLeftUnansweredClosesTheSocket() throws {
        let (channel, watch) = try watchedChannel()
        watch.ping()
        #expect(try channel.readOutbound(as: WebSocketFrame.self)?.opcode == .ping)
        #expect(channel.isActive)
        watch.ping()
        let close = try #require(try channel.readOutbound(as: WebSocketFrame.self))
        #expect(close.opcode == .connectionClose)
        var data = close.data
        #expect(data.readWebSocketErrorCode() == .goingAway)
        #expect(data.readString(length: data.readableBytes) == "Ping timeout")
        #expect(!channel.isActive)
    }

    @Test func aPongKeepsTheSocketAndGoesOnToTheWebSocketLayer() throws {
        let (channel, watch) = try watchedChannel()
        watch.ping()
        #expect(try channel.readOutbound(as: WebSocketFrame.self)?.opcode == .ping)
        // The tab's pong: FIN and opcode 0xA, no payload.
        try channel.writeInbound(ByteBuffer(bytes: [0x8A, 0x00]))
        #expect(try channel.readInbound(as: WebSocketFrame.self)?.opcode == .pong)
        watch.ping()
        #expect(try channel.readOutbound(as: WebSocketFrame.self)?.opcode == .ping)
        #expect(channel.isActive)
        _ = try channel.finish()
    }

    @Test func noWatchWithoutAWebSocketDecoder() throws {
        let channel = EmbeddedChannel()
        #expect(SocketPingWatch.install(on: channel) == nil)
    }

    @MainActor
    @Test func theRegistryPingsAttachedSocketsUntilNoneIs() async throws {
        let windows = FakeWindows()
        let registry = WindowRegistry(
            gracePeriod: .seconds(30), pingInterval: .milliseconds(20), logger: Logger(label: "test"), makeWindow: windows.factory)
        let window = registry.open()
        let output = QueuedSocketOutput()
        let connection = SocketConnection(output: output)
        #expect(registry.attach(SocketRequest(window: window.id), token: window.token, connection: connection) == .attached)
        #expect(await eventually { output.pings >= 2 })
        registry.detach(window: window.id, connection: connection)
        // The pinger ends at its next round, which finds no socket.
        try await Task.sleep(for: .milliseconds(100))
        let after = output.pings
        try await Task.sleep(for: .milliseconds(100))
        #expect(output.pings == after)
        registry.closeAll()
    }
}
