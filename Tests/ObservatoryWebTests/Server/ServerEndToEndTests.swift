import Foundation
import Testing
@testable import ObservatoryWeb

/// A real server on 127.0.0.1, spoken to over TCP: the page through
/// URLSession, the socket as raw HTTP and WebSocket frames.
@Suite("Server end to end", .timeLimit(.minutes(1)))
struct ServerEndToEndTests {
    @Test func startupLineNamesTheAppAndTheURL() async throws {
        try await TestServer.with { server in
            #expect(server.announced == ["Observatory: serving TitledApp at http://127.0.0.1:\(server.port)"])
        }
    }

    @Test func pageIsACompleteDocumentWithTheFirstPaint() async throws {
        try await TestServer.with { server in
            let (status, headers, body) = try await HTTP.get(port: server.port, path: "/")
            #expect(status == 200)
            #expect(headers["content-type"] == "text/html; charset=utf-8")
            #expect(headers["cache-control"] == "no-store")
            #expect(headers["content-security-policy"]?.contains("script-src 'self'") == true)
            #expect(body.hasPrefix("<!doctype html>"))
            #expect(body.contains("<title>Habits &lt;&amp;&gt; &quot;co&quot;</title>"))
            #expect(body.contains(#"<link rel="stylesheet" href="/_observatory/style.css">"#))
            #expect(body.contains(#"<script src="/_observatory/client.js" defer></script>"#))
            #expect(body.contains("<body>\n\(FakeWindow.firstPaint)\n</body>"))
            // Each load is a new window.
            _ = try await HTTP.get(port: server.port, path: "/")
            #expect(await server.windows.all.count == 2)
            #expect(await server.server.registry.count == 2)
        }
    }

    @Test func aNamedProcessStartsEveryWindowIdWithItsNameAndNamesItselfInAHeader() async throws {
        try await TestServer.with(processName: "p2") { server in
            let page = try await HTTP.get(port: server.port, path: "/")
            #expect(page.headers["x-observatory-process"] == "p2")
            let window = try #require(await server.windows.all.last)
            #expect(window.id.hasPrefix("p2-"))
            #expect(window.id.count == 3 + 22)
            let script = try await HTTP.get(port: server.port, path: "/_observatory/client.js")
            #expect(script.headers["x-observatory-process"] == "p2")
            // The id is one a socket may name: the handshake is accepted.
            let status = try await RawSocket.with(port: server.port) { socket in
                try await socket.open(window: window.id, token: window.token, on: server)
            }
            #expect(status == 101)
        }
        // Unnamed, as by default: no header, and ids without a prefix.
        try await TestServer.with { server in
            let page = try await HTTP.get(port: server.port, path: "/")
            #expect(page.headers["x-observatory-process"] == nil)
            #expect(try #require(await server.windows.all.last).id.count == 22)
        }
    }

    @Test func staticFilesHaveTypesCachingAndRevalidation() async throws {
        try await TestServer.with { server in
            let script = try await HTTP.get(port: server.port, path: "/_observatory/client.js")
            #expect(script.status == 200)
            #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
            #expect(script.headers["cache-control"] == "no-cache")
            let etag = try #require(script.headers["etag"])
            let revalidated = try await HTTP.get(port: server.port, path: "/_observatory/client.js", headers: ["If-None-Match": etag])
            #expect(revalidated.status == 304)
            #expect(revalidated.body.isEmpty)
            let style = try await HTTP.get(port: server.port, path: "/_observatory/style.css")
            #expect(style.status == 200)
            #expect(style.headers["content-type"] == "text/css; charset=utf-8")
            #expect(try await HTTP.get(port: server.port, path: "/favicon.ico").status == 404)
            // HEAD, which a tab uses to ask whether the server answers before it reloads.
            let head = try await HTTP.get(port: server.port, path: "/_observatory/client.js", method: "HEAD")
            #expect(head.status == 200)
            #expect(head.headers["etag"] == etag)
            #expect(head.body.isEmpty)
            #expect(await server.windows.all.isEmpty)
        }
    }

    @Test func socketWithAForeignOriginIsRefusedWith403() async throws {
        try await TestServer.with { server in
            let window = try await server.openWindow()
            let target = TestServer.socketPath(window: window.id)
            for origin in ["http://evil.example", "http://127.0.0.1:1", "https://\(server.host)", nil] {
                let status = try await RawSocket.with(port: server.port) { socket in
                    try await socket.handshake(target: target, host: server.host, origin: origin)
                }
                #expect(status == 403, "Origin \(origin ?? "none")")
            }
            #expect(await !server.server.registry.isConnected(window.id))
            #expect(await window.resumedFrom.isEmpty)
        }
    }

    @Test func aSocketWithAWrongTokenIsClosedAttachedToNothing() async throws {
        try await TestServer.with { server in
            let window = try await server.openWindow()
            let other = try await server.openWindow()
            for token in [other.token, "x", String(window.token.dropLast()) + "A"] where token != window.token {
                try await RawSocket.with(port: server.port) { socket async throws in
                    #expect(try await socket.open(window: window.id, token: token, on: server) == 101)
                    #expect(try await socket.readCloseCode() == 1008)
                }
            }
            #expect(await !server.server.registry.isConnected(window.id))
            #expect(await window.resumedFrom.isEmpty)
        }
    }

    @Test func aSocketWhoseFirstMessageIsNotAHelloIsClosed() async throws {
        try await TestServer.with { server in
            let window = try await server.openWindow()
            for first in [#"{"type":"event","seq":1,"target":5,"event":"tap"}"#, "hello", #"{"type":"hello"}"#] {
                try await RawSocket.with(port: server.port) { socket async throws in
                    #expect(try await socket.handshake(
                        target: TestServer.socketPath(window: window.id), host: server.host, origin: server.origin) == 101)
                    try await socket.sendText(first)
                    #expect(try await socket.readCloseCode() == 1008)
                }
            }
            #expect(await window.resumedFrom.isEmpty)
            #expect(await window.received.isEmpty)
        }
    }

    @Test func aSocketThatSaysNothingIsClosedAfterTheHelloTimeout() async throws {
        try await TestServer.with { server in
            let window = try await server.openWindow()
            try await RawSocket.with(port: server.port) { socket async throws in
                #expect(try await socket.handshake(
                    target: TestServer.socketPath(window: window.id), host: server.host, origin: server.origin) == 101)
                let started = ContinuousClock.now
                #expect(try await socket.readCloseCode() == 1008)
                #expect(ContinuousClock.now - started >= SocketHello.timeout - .milliseconds(500))
            }
            #expect(await window.resumedFrom.isEmpty)
        }
    }

    @Test func aTokenInTheURLIsRefused() async throws {
        try await TestServer.with { server in
            let window = try await server.openWindow()
            let status = try await RawSocket.with(port: server.port) { socket in
                try await socket.handshake(
                    target: "/_observatory/ws?w=\(window.id)&k=\(window.token)&s=0", host: server.host, origin: server.origin)
            }
            #expect(status == 400)
            // So is a query without a window.
            let malformed = try await RawSocket.with(port: server.port) { socket in
                try await socket.handshake(target: "/_observatory/ws?s=0", host: server.host, origin: server.origin)
            }
            #expect(malformed == 400)
            #expect(await window.resumedFrom.isEmpty)
        }
    }

    @Test func aConnectedWindowResumesAnswersAndPushes() async throws {
        try await TestServer.with { server in
            let window = try await server.openWindow()
            try await RawSocket.with(port: server.port) { socket in
                let status = try await socket.open(window: window.id, token: window.token, sequence: 5, on: server)
                #expect(status == 101)
                #expect(try await socket.readText() == #"{"type":"resumed","s":5}"#)
                try await socket.sendText("hello")
                #expect(try await socket.readText() == #"{"type":"echo","text":"hello"}"#)
                await MainActor.run { window.send?(#"{"type":"push"}"#) }
                #expect(try await socket.readText() == #"{"type":"push"}"#)
            }
            #expect(await window.resumedFrom == [5])
            #expect(await window.received == ["hello"])
            // The socket went away: the window waits out its grace period.
            #expect(await eventually { window.send == nil })
            #expect(await server.server.registry.count == 1)
            #expect(await !window.isClosed)
        }
    }

    @Test func anUnknownWindowIsToldToReload() async throws {
        try await TestServer.with { server in
            try await RawSocket.with(port: server.port) { socket in
                let status = try await socket.handshake(
                    target: TestServer.socketPath(window: SessionSecrets.makeID()),
                    host: server.host, origin: server.origin
                )
                #expect(status == 101)
                #expect(try await socket.readText() == #"{"type":"reload"}"#)
                #expect(try await socket.readCloseCode() == 1000)
            }
            #expect(await server.windows.all.isEmpty)
        }
    }

    @Test func aHostileMessageClosesOnlyItsOwnSocket() async throws {
        try await TestServer.with { server in
            let victim = try await server.openWindow()
            let bystander = try await server.openWindow()
            try await RawSocket.with(port: server.port) { other in
                #expect(try await other.open(window: bystander.id, token: bystander.token, on: server) == 101)
                _ = try await other.readText()

                // A message the window refuses: close 1008.
                try await RawSocket.with(port: server.port) { socket in
                    #expect(try await socket.open(window: victim.id, token: victim.token, on: server) == 101)
                    _ = try await socket.readText()
                    try await socket.sendText("bad")
                    #expect(try await socket.readCloseCode() == 1008)
                }
                // A binary message: close 1008.
                try await RawSocket.with(port: server.port) { socket in
                    #expect(try await socket.open(window: victim.id, token: victim.token, on: server) == 101)
                    _ = try await socket.readText()
                    try await socket.sendFrame(opcode: 0x2, payload: [0, 1, 2])
                    #expect(try await socket.readCloseCode() == 1008)
                }
                // Invalid UTF-8 in a text frame: closed by the WebSocket layer (1007).
                try await RawSocket.with(port: server.port) { socket in
                    #expect(try await socket.open(window: victim.id, token: victim.token, on: server) == 101)
                    _ = try await socket.readText()
                    try await socket.sendFrame(opcode: 0x1, payload: [0xC3, 0x28])
                    #expect(try await socket.readCloseCode() == 1007)
                }

                // The other window's socket carries on.
                try await other.sendText("still here")
                #expect(try await other.readText() == #"{"type":"echo","text":"still here"}"#)
            }
            #expect(await victim.received == ["bad"])
            #expect(await bystander.received == ["still here"])
            // The refused window itself is kept, for a reconnect.
            #expect(await !victim.isClosed)
        }
    }

    @Test func messagesOverTheSizeLimitCloseTheSocket() async throws {
        try await TestServer.with(maxMessageSize: 1024) { server in
            let window = try await server.openWindow()
            // One frame over the limit.
            try await RawSocket.with(port: server.port) { socket in
                #expect(try await socket.open(window: window.id, token: window.token, on: server) == 101)
                _ = try await socket.readText()
                try await socket.sendText(String(repeating: "x", count: 2000))
                #expect(try await socket.readCloseCode() == 1009)
            }
            // Fragments each under the limit, together over it.
            try await RawSocket.with(port: server.port) { socket in
                #expect(try await socket.open(window: window.id, token: window.token, on: server) == 101)
                _ = try await socket.readText()
                let fragment = Array(repeating: UInt8(ascii: "y"), count: 800)
                try await socket.sendFrame(opcode: 0x1, payload: fragment, fin: false)
                try await socket.sendFrame(opcode: 0x0, payload: fragment, fin: true)
                #expect(try await socket.readCloseCode() == 1009)
            }
            // A message at the limit is fine.
            try await RawSocket.with(port: server.port) { socket in
                #expect(try await socket.open(window: window.id, token: window.token, on: server) == 101)
                _ = try await socket.readText()
                try await socket.sendText(String(repeating: "z", count: 1000))
                #expect(try await socket.readText()?.count == 1000 + #"{"type":"echo","text":""}"#.count)
            }
            #expect(await window.received.map(\.count) == [1000])
        }
    }

    @Test func aSecondSocketForTheSameWindowReplacesTheFirst() async throws {
        try await TestServer.with { server in
            let window = try await server.openWindow()
            try await RawSocket.with(port: server.port) { first in
                #expect(try await first.open(window: window.id, token: window.token, on: server) == 101)
                _ = try await first.readText()
                try await RawSocket.with(port: server.port) { second in
                    #expect(try await second.open(window: window.id, token: window.token, on: server) == 101)
                    _ = try await second.readText()
                    #expect(try await first.readCloseCode() == 4001)
                    try await second.sendText("from the second")
                    #expect(try await second.readText() == #"{"type":"echo","text":"from the second"}"#)
                }
            }
            #expect(await window.received == ["from the second"])
        }
    }

    @Test func aDisconnectedWindowExpiresAfterTheGracePeriod() async throws {
        // The socket must attach (its hello reach the main actor) within
        // the grace period of the page's load. Eight seconds leave room for
        // a slow two-core machine running every suite at once: 200 ms did
        // not, once, one second did not when the suites grew, and three did
        // not on a machine 2.5 times slower.
        try await TestServer.with(gracePeriod: .seconds(8)) { server in
            let window = try await server.openWindow()
            try await RawSocket.with(port: server.port) { socket in
                #expect(try await socket.open(window: window.id, token: window.token, on: server) == 101)
                #expect(try await socket.readText() != #"{"type":"reload"}"#, "attached in time")
                // Connected for longer than the grace period: kept.
                try await Task.sleep(for: .milliseconds(8_500))
                #expect(await server.server.registry.count == 1)
            }
            #expect(await eventually { window.isClosed })
            #expect(await server.server.registry.count == 0)
            // Its tab, reconnecting, is told to reload.
            try await RawSocket.with(port: server.port) { socket async throws in
                #expect(try await socket.open(window: window.id, token: window.token, on: server) == 101)
                #expect(try await socket.readText() == #"{"type":"reload"}"#)
            }
        }
    }

    @Test func aSignalShutsDownGracefullyAndClosesWindows() async throws {
        let server = try await TestServer.start(shutdownSignals: [.sigusr2])
        let connected = try await server.openWindow()
        let idle = try await server.openWindow()
        try await RawSocket.with(port: server.port) { socket in
            #expect(try await socket.open(window: connected.id, token: connected.token, on: server) == 101)
            _ = try await socket.readText()
            kill(getpid(), SIGUSR2)
            // The open socket is closed by the server.
            #expect(try await socket.readCloseCode() == 1000)
        }
        try await server.task.value
        #expect(await connected.isClosed)
        #expect(await idle.isClosed)
        #expect(await server.server.registry.count == 0)
    }
}
