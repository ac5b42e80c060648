import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import NIOCore
import NIOPosix
@testable import ObservatoryWeb

/// Plain HTTP requests through URLSession.
enum HTTP {
    /// `GET path` (or another `method`) on 127.0.0.1:`port`: the status, the
    /// headers (names lowercased) and the body.
    static func get(
        port: Int,
        path: String,
        method: String = "GET",
        headers: [String: String] = [:],
        body: Data? = nil
    ) async throws -> (status: Int, headers: [String: String], body: String) {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        request.httpMethod = method
        request.httpBody = body
        request.cachePolicy = .reloadIgnoringLocalCacheData
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            fields[String(describing: name).lowercased()] = String(describing: value)
        }
        return (http.statusCode, fields, String(decoding: data, as: UTF8.self))
    }
}

/// A TCP connection that speaks raw HTTP and WebSocket frames, so tests can
/// send what a browser (or an attacker) would, byte for byte.
final class RawSocket {
    private var iterator: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    private var buffer: [UInt8] = []

    private init(inbound: NIOAsyncChannelInboundStream<ByteBuffer>, outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>) {
        self.iterator = inbound.makeAsyncIterator()
        self.outbound = outbound
    }

    /// Connects to 127.0.0.1:`port`, runs `body`, and closes.
    static func with<T>(port: Int, _ body: (RawSocket) async throws -> T) async throws -> T {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            try await body(RawSocket(inbound: inbound, outbound: outbound))
        }
    }

    func write(_ bytes: [UInt8]) async throws {
        try await outbound.write(ByteBuffer(bytes: bytes))
    }

    /// More bytes into the buffer; false at end of stream.
    private func fill() async throws -> Bool {
        guard let chunk = try await iterator.next() else { return false }
        buffer.append(contentsOf: chunk.readableBytesView)
        return true
    }

    private func take(_ count: Int) async throws -> [UInt8] {
        while buffer.count < count {
            guard try await fill() else { throw RawSocketError.endOfStream }
        }
        let result = Array(buffer.prefix(count))
        buffer.removeFirst(count)
        return result
    }

    // MARK: HTTP

    /// Sends a WebSocket handshake for `target`, with `origin` unless nil.
    func sendHandshake(target: String, host: String, origin: String?) async throws {
        var request = "GET \(target) HTTP/1.1\r\n"
        request += "Host: \(host)\r\n"
        request += "Upgrade: websocket\r\nConnection: Upgrade\r\n"
        request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        request += "\r\n"
        try await write(Array(request.utf8))
    }

    /// Reads a response head; returns its status code.
    func readResponseStatus() async throws -> Int {
        let terminator: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            if let end = buffer.firstRange(of: terminator) {
                let head = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
                buffer.removeFirst(end.upperBound)
                // "HTTP/1.1 403 Forbidden"
                let parts = head.split(separator: " ", maxSplits: 2)
                guard parts.count >= 2, let status = Int(parts[1]) else { throw RawSocketError.malformed(head) }
                return status
            }
            guard try await fill() else { throw RawSocketError.endOfStream }
        }
    }

    /// Performs a handshake and returns the status (101 when accepted).
    /// Opens `window`'s socket as a tab does: the handshake, then (when it is
    /// accepted) the hello with `token`. Returns the handshake's status.
    func open(window: String, token: String, sequence: Int = 0, on server: TestServer) async throws -> Int {
        let status = try await handshake(
            target: TestServer.socketPath(window: window, sequence: sequence), host: server.host, origin: server.origin)
        if status == 101 { try await sendText(SocketHello.text(token: token)) }
        return status
    }

    func handshake(target: String, host: String, origin: String?) async throws -> Int {
        try await sendHandshake(target: target, host: host, origin: origin)
        return try await readResponseStatus()
    }

    // MARK: WebSocket frames

    struct Frame: Equatable {
        var fin: Bool
        var opcode: UInt8
        var payload: [UInt8]

        var text: String { String(decoding: payload, as: UTF8.self) }
        /// The status code of a close frame.
        var closeCode: Int? {
            guard opcode == 0x8, payload.count >= 2 else { return nil }
            return Int(payload[0]) << 8 | Int(payload[1])
        }
    }

    /// Reads one frame from the server (unmasked); nil at end of stream.
    func readFrame() async throws -> Frame? {
        while buffer.count < 2 {
            guard try await fill() else { return nil }
        }
        let header = try await take(2)
        var length = Int(header[1] & 0x7F)
        if length == 126 {
            let bytes = try await take(2)
            length = Int(bytes[0]) << 8 | Int(bytes[1])
        } else if length == 127 {
            length = try await take(8).reduce(0) { $0 << 8 | Int($1) }
        }
        return Frame(fin: header[0] & 0x80 != 0, opcode: header[0] & 0x0F, payload: try await take(length))
    }

    /// Reads frames until a whole text message (joining its fragments,
    /// skipping pings) and returns its text.
    func readText() async throws -> String? {
        var message: [UInt8]?
        while let frame = try await readFrame() {
            switch frame.opcode {
            case 0x1 where message == nil, 0x0 where message != nil:
                message = (message ?? []) + frame.payload
                if frame.fin { return String(decoding: message!, as: UTF8.self) }
            case 0x9, 0xA:
                continue
            default:
                throw RawSocketError.unexpected(frame)
            }
        }
        return nil
    }

    /// Reads frames until a close frame and returns its code.
    func readCloseCode() async throws -> Int? {
        while let frame = try await readFrame() {
            if frame.opcode == 0x8 { return frame.closeCode }
        }
        return nil
    }

    /// Sends one masked frame, as a browser does.
    func sendFrame(opcode: UInt8, payload: [UInt8], fin: Bool = true) async throws {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8(truncatingIfNeeded: payload.count >> ($0 * 8)) }
        }
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try await write(frame)
    }

    func sendText(_ text: String) async throws {
        try await sendFrame(opcode: 0x1, payload: Array(text.utf8))
    }
}

enum RawSocketError: Error {
    case endOfStream
    case malformed(String)
    case unexpected(RawSocket.Frame)
}
