/// Window ids and tokens: random, URL-safe, compared in constant time.
enum SessionSecrets {
    /// Random bytes of a window id: 128 bits.
    static let idBytes = 16
    /// Random bytes of a token: 256 bits.
    static let tokenBytes = 32

    /// A new window id: 128 random bits as base64url (22 characters).
    static func makeID() -> String { randomString(bytes: idBytes) }

    /// A new token: 256 random bits as base64url (43 characters).
    static func makeToken() -> String { randomString(bytes: tokenBytes) }

    /// `bytes` bytes from the system's cryptographically secure generator, as
    /// unpadded base64url.
    static func randomString(bytes count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 7)
        while bytes.count < count {
            let word = generator.next() as UInt64
            withUnsafeBytes(of: word) { bytes.append(contentsOf: $0) }
        }
        return base64URL(bytes.prefix(count))
    }

    /// Unpadded base64url (RFC 4648 §5).
    static func base64URL(_ bytes: some Collection<UInt8>) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count * 4 + 2) / 3)
        var buffer: UInt32 = 0
        var bits = 0
        for byte in bytes {
            buffer = buffer << 8 | UInt32(byte)
            bits += 8
            while bits >= 6 {
                bits -= 6
                output.append(alphabet[Int(buffer >> UInt32(bits) & 0x3F)])
            }
        }
        if bits > 0 {
            output.append(alphabet[Int(buffer << UInt32(6 - bits) & 0x3F)])
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `text` could be an id or token: 1 to 128 base64url characters.
    /// Checked before any lookup, so hostile input never reaches the registry.
    static func isWellFormed(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= 128 else { return false }
        return utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                true
            default:
                false
            }
        }
    }

    /// Compares two secrets in time that depends only on their lengths, so the
    /// time of a failed check does not reveal how much of a token was right.
    static func constantTimeEquals(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
