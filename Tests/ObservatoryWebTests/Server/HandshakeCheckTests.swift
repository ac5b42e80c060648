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
        let request = try #require(SocketRequest(target: "/_observatory/ws?w=abc_DEF-1&k=TOKEN-x_&s=42"))
        #expect(request == SocketRequest(window: "abc_DEF-1", token: "TOKEN-x_", lastSequence: 42))
        // Order does not matter; `s` defaults to 0; unknown parameters are ignored.
        #expect(SocketRequest(target: "/_observatory/ws?k=t&x=1&w=w") == SocketRequest(window: "w", token: "t", lastSequence: 0))
        // Percent escapes are decoded (a client may escape anything).
        #expect(SocketRequest(target: "/_observatory/ws?w=%61b&k=t")?.window == "ab")
    }

    @Test(arguments: [
        "/_observatory/ws",
        "/_observatory/ws?w=abc",
        "/_observatory/ws?k=abc",
        "/_observatory/ws?w=&k=t",
        "/_observatory/ws?w=a&k=t&s=-1",
        "/_observatory/ws?w=a&k=t&s=1e3",
        "/_observatory/ws?w=a&k=t&s=99999999999999999999",
        "/_observatory/ws?w=a&w=b&k=t",
        "/_observatory/ws?w=a&k=t&k=u",
        "/_observatory/ws?w=a/../b&k=t",
        "/_observatory/ws?w=a%zz&k=t",
        "/_observatory/ws?w=%3Cscript%3E&k=t",
        "/_observatory/wss?w=a&k=t",
        "/other?w=a&k=t",
    ])
    func malformedSocketQueryIsRefused(target: String) {
        #expect(SocketRequest(target: target) == nil)
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
