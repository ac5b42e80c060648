import NIOCore
import NIOHTTP1

/// Sets the status of a refused WebSocket upgrade.
///
/// hummingbird-websocket answers every refused upgrade with `400 Bad
/// Request`. For a handshake refused for its `Origin` or token the server
/// adds this handler to that one connection before refusing: the refusal
/// passes through it on its way out, and goes out with `status` (403).
/// Should the framework ever answer differently, the upgrade is still
/// refused, with the framework's status.
final class RefusedUpgradeStatus: ChannelOutboundHandler, RemovableChannelHandler, Sendable {
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let status: HTTPResponseStatus

    init(status: HTTPResponseStatus) {
        self.status = status
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        var part = unwrapOutboundIn(data)
        if case .head(var head) = part, head.status == .badRequest {
            head.status = status
            part = .head(head)
        }
        context.write(wrapOutboundOut(part), promise: promise)
    }

    /// Installs the handler on `channel`, the connection about to be refused.
    static func install(_ status: HTTPResponseStatus, on channel: any Channel) async {
        // If this fails the refusal simply keeps the framework's status.
        try? await channel.pipeline.addHandler(RefusedUpgradeStatus(status: status)).get()
    }
}
