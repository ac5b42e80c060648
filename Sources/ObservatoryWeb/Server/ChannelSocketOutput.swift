import HummingbirdWebSocket
import NIOCore
import NIOWebSocket
import Synchronization

/// Writes a window's frames straight to its socket's channel.
///
/// A text frame is written and flushed on the channel from the caller's
/// thread (the channel's event loop keeps the order of writes), so a live
/// window needs no writer task and no queue. A close goes through the
/// WebSocket layer's writer (``WebSocketOutboundWriter/close(_:reason:)``),
/// which records it for the close handshake; it is queued on the event loop
/// after the frames written before it.
final class ChannelSocketOutput: SocketOutput {
    private let channel: any Channel
    private let outbound: WebSocketOutboundWriter
    /// The largest frame written; a longer message goes out as fragments,
    /// as ``WebSocketOutboundWriter/writeTextMessage(_:)`` sends it.
    private let maxFrameSize: Int
    private let finished = Atomic(false)
    /// What pings the socket and sees its pongs (``SocketPingWatch``), once placed.
    private let pingWatch: NIOLoopBoundBox<SocketPingWatch?>

    init(channel: any Channel, outbound: WebSocketOutboundWriter, maxFrameSize: Int) {
        self.channel = channel
        self.outbound = outbound
        self.maxFrameSize = max(1, maxFrameSize)
        let pingWatch = NIOLoopBoundBox.makeEmptyBox(valueType: SocketPingWatch.self, eventLoop: channel.eventLoop)
        self.pingWatch = pingWatch
        channel.eventLoop.execute { pingWatch.value = SocketPingWatch.install(on: channel) }
    }

    func ping() {
        let pingWatch = pingWatch
        channel.eventLoop.execute { pingWatch.value?.ping() }
    }

    func write(_ item: SocketConnection.Outgoing) {
        guard !finished.load(ordering: .acquiring) else { return }
        switch item {
        case .text(let text):
            writeText(text)
        case .close(let code, let reason):
            finish()
            let outbound = outbound
            Task { try? await outbound.close(.init(codeNumber: Int(code)), reason: reason) }
        }
    }

    func finish() {
        finished.store(true, ordering: .releasing)
    }

    private func writeText(_ text: String) {
        var bytes = ByteBuffer(string: text)
        guard bytes.readableBytes > maxFrameSize else {
            channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .text, data: bytes), promise: nil)
            return
        }
        var opcode = WebSocketOpcode.text
        while bytes.readableBytes > maxFrameSize {
            let slice = bytes.readSlice(length: maxFrameSize)!
            channel.write(WebSocketFrame(fin: false, opcode: opcode, data: slice), promise: nil)
            opcode = .continuation
        }
        channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .continuation, data: bytes), promise: nil)
    }
}
