import NIOCore
import NIOWebSocket

/// Pings a window's socket when asked, and closes it when the ping before
/// went unanswered: the WebSocket layer's automatic ping, without a task.
///
/// The WebSocket layer's own ping (`AutoPingSetup.enabled`) kept a task per
/// socket asleep between pings (its task-local link, its frames and its
/// timer: about 3.5 KB per live window). The server turns it off; one task
/// of the ``WindowRegistry`` calls ``ping()`` on every connected socket each
/// ``interval`` instead, and this handler, placed after the frame decoder,
/// sees the pongs go by. A socket that has not answered a ping by the next
/// one is closed (1001, "Ping timeout"), as the WebSocket layer does.
final class SocketPingWatch: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// How often a connected socket is pinged (the WebSocket layer's default).
    static let interval: Duration = .seconds(30)

    private var context: ChannelHandlerContext?
    /// Whether a ping went out and no pong came since.
    private var awaitingPong = false

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if unwrapInboundIn(data).opcode == .pong { awaitingPong = false }
        context.fireChannelRead(data)
    }

    /// Sends a ping, or closes the socket if the last one is unanswered.
    /// On the channel's event loop.
    func ping() {
        guard let context else { return }
        if awaitingPong {
            var reason = context.channel.allocator.buffer(capacity: 14)
            reason.write(webSocketErrorCode: .goingAway)
            reason.writeString("Ping timeout")
            context.write(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: reason)), promise: nil)
            context.flush()
            context.close(promise: nil)
            return
        }
        awaitingPong = true
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer())), promise: nil)
    }

    /// Places a watch on `channel`, an upgraded WebSocket channel, after its
    /// frame decoder, and returns it; nil when the channel has no WebSocket
    /// frame decoder (any more). On the channel's event loop.
    static func install(on channel: any Channel) -> SocketPingWatch? {
        let pipeline = channel.pipeline.syncOperations
        guard let decoder = try? pipeline.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self) else { return nil }
        let watch = SocketPingWatch()
        guard (try? pipeline.addHandler(watch, position: .after(decoder))) != nil else { return nil }
        return watch
    }
}
