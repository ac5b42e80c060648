import Testing
@testable import ObservatoryWeb

@Suite("Origin and token checks, socket query, secrets")
struct HandshakeCheckTests {
    @Test(arguments: [
        ("http://127.0.0.1:8080", "127.0.0.1:8080"),
        ("http://localhost:3000", "localhost:3000"),
        ("http://LocalHost:3000", "localhost:3000"),
        ("http://localhost", "localhost"),
        ("http://localhost:80", "localhost"),
        ("http://localhost", "localhost:80"),
        ("http://[::1]:8080", "[::1]:8080"),
        ("http://habits.example", "HABITS.example"),
    ])
    func sameOriginIsAccepted(origin: String, host: String) {
        #expect(OriginCheck.isSameOrigin(origin: origin, host: host))
    }

    @Test(arguments: [
        ("http://evil.example", "127.0.0.1:8080"),
        ("http://127.0.0.1:8081", "127.0.0.1:8080"),
        ("https://127.0.0.1:8080", "127.0.0.1:8080"),
        ("http://localhost:8080", "127.0.0.1:8080"),
        ("http://127.0.0.1:8080.evil.example", "127.0.0.1:8080"),
        ("http://evil.example@127.0.0.1:8080", "127.0.0.1:8080"),
        ("http://127.0.0.1:8080/", "127.0.0.1:8080"),
        ("null", "127.0.0.1:8080"),
        ("file://", "127.0.0.1:8080"),
        ("", "127.0.0.1:8080"),
        ("http://127.0.0.1:8080", ""),
        ("http://127.0.0.1:80800", "127.0.0.1:80800"),
        ("http://[::1]:8080", "[::2]:8080"),
    ])
    func foreignOriginIsRefused(origin: String, host: String) {
        #expect(!OriginCheck.isSameOrigin(origin: origin, host: host))
    }

    @Test func missingOriginOrHostIsRefused() {
        #expect(!OriginCheck.isSameOrigin(origin: nil, host: "127.0.0.1:8080"))
        #expect(!OriginCheck.isSameOrigin(origin: "http://127.0.0.1:8080", host: nil))
    }

    @Test func schemeBehindATLSProxy() {
        #expect(OriginCheck.isSameOrigin(origin: "https://habits.example", host: "habits.example", scheme: "https"))
        #expect(!OriginCheck.isSameOrigin(origin: "http://habits.example", host: "habits.example", scheme: "https"))
    }

    @Test func socketQuery() throws {
        let request = try #require(SocketRequest(target: "/_observatory/ws?w=abc_DEF-1&s=42"))
        #expect(request == SocketRequest(window: "abc_DEF-1", lastSequence: 42))
        // Order does not matter; `s` defaults to 0; unknown parameters are ignored.
        #expect(SocketRequest(target: "/_observatory/ws?x=1&w=w") == SocketRequest(window: "w", lastSequence: 0))
        // Percent escapes are decoded (a client may escape anything).
        #expect(SocketRequest(target: "/_observatory/ws?w=%61b")?.window == "ab")
    }

    @Test(arguments: [
        "/_observatory/ws",
        "/_observatory/ws?s=1",
        "/_observatory/ws?w=",
        "/_observatory/ws?w=a&s=-1",
        "/_observatory/ws?w=a&s=1e3",
        "/_observatory/ws?w=a&s=99999999999999999999",
        "/_observatory/ws?w=a&w=b",
        "/_observatory/ws?w=a&s=1&s=2",
        "/_observatory/ws?w=a/../b",
        "/_observatory/ws?w=a%zz",
        "/_observatory/ws?w=%3Cscript%3E",
        "/_observatory/wss?w=a",
        "/other?w=a",
        // A token in the URL has leaked into logs already: refused, never used.
        "/_observatory/ws?w=a&k=t",
        "/_observatory/ws?k=t&w=a&s=0",
    ])
    func malformedSocketQueryIsRefused(target: String) {
        #expect(SocketRequest(target: target) == nil)
    }

    @Test func hello() throws {
        let token = String(repeating: "A", count: 43)
        #expect(try SocketHello.decode(SocketHello.text(token: token)) == SocketHello(token: token))
        #expect(try SocketHello.decode(#"{"token":"abc","type":"hello"}"#).token == "abc")
    }

    @Test(arguments: [
        "", "hello", "null", #"{"type":"hello"}"#, #"{"type":"hello","token":""}"#,
        #"{"type":"hello","token":7}"#, #"{"type":"hello","token":"a b"}"#, #"{"type":"hello","token":"<x>"}"#,
        #"{"type":"event","token":"abc"}"#, #"{"type":"hello","token":"abc","extra":1}"#,
        #"{"type":"event","seq":1,"target":5,"event":"tap"}"#,
        #"{"type":"hello","token":""# + String(repeating: "a", count: 300) + #""}"#,
    ])
    func notAHello(text: String) {
        #expect(throws: WebProtocolError.self) { try SocketHello.decode(text) }
    }

    @Test func overlongIdIsRefused() {
        let long = String(repeating: "a", count: 129)
        #expect(SocketRequest(target: "/_observatory/ws?w=\(long)&k=t") == nil)
        #expect(SocketRequest(target: "/_observatory/ws?w=a&k=\(long)") == nil)
    }

    @Test func idsAndTokensAreRandomAndURLSafe() {
        let ids = (0..<1000).map { _ in SessionSecrets.makeID() }
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.count == 22 && SessionSecrets.isWellFormed($0) })
        let token = SessionSecrets.makeToken()
        #expect(token.count == 43)
        #expect(SessionSecrets.isWellFormed(token))
        #expect(token != SessionSecrets.makeToken())
    }

    @Test func base64URL() {
        #expect(SessionSecrets.base64URL([UInt8]("foobar".utf8)) == "Zm9vYmFy")
        #expect(SessionSecrets.base64URL([UInt8]("fooba".utf8)) == "Zm9vYmE")
        #expect(SessionSecrets.base64URL([UInt8]("f".utf8)) == "Zg")
        #expect(SessionSecrets.base64URL([0xFB, 0xFF, 0xBF]) == "-_-_")
    }

    @Test func tokensCompareExactly() {
        #expect(SessionSecrets.constantTimeEquals("abc", "abc"))
        #expect(!SessionSecrets.constantTimeEquals("abc", "abd"))
        #expect(!SessionSecrets.constantTimeEquals("abc", "abcd"))
        #expect(!SessionSecrets.constantTimeEquals("", "a"))
    }
}
