/// What a tab asks for when it opens its WebSocket:
/// `/_observatory/ws?w=<window id>&s=<last sequence>`.
///
/// The window's token is not in it: a URL is written to logs, so the token
/// comes in the socket's first message (``SocketHello``).
struct SocketRequest: Equatable {
    /// The path of the WebSocket endpoint.
    static let path = "/_observatory/ws"

    /// The window to connect to (`w`).
    var window: String
    /// The sequence number of the last patch the tab applied (`s`, default 0).
    var lastSequence: Int

    /// Parses a request target. Nil when it is not the WebSocket path, when
    /// `w` is missing or malformed, when `s` is not a small non-negative
    /// number, or when the target carries a token (`k`): a secret in a URL
    /// has already leaked, and the connection is refused rather than used.
    init?(target: String) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.first == Substring(Self.path) else { return nil }
        var window: String?
        var sequence: Int?
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let item = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = item[0]
                let value = item.count == 2 ? Self.percentDecoded(item[1]) : ""
                switch name {
                // A repeated parameter is ambiguous: refuse rather than pick one.
                case "w": if window != nil { return nil }; window = value
                case "k": return nil
                case "s":
                    if sequence != nil { return nil }
                    guard let value, value.count <= 18, value.allSatisfy(OriginCheck.isDigit), let number = Int(value) else {
                        return nil
                    }
                    sequence = number
                default: continue
                }
            }
        }
        guard let window, SessionSecrets.isWellFormed(window) else { return nil }
        self.window = window
        self.lastSequence = sequence ?? 0
    }

    /// A request for `window`, resuming after `lastSequence`.
    init(window: String, lastSequence: Int = 0) {
        self.window = window
        self.lastSequence = lastSequence
    }

    /// Decodes `%XX` escapes (`+` stays a plus: ids and tokens never contain
    /// a space). Nil on a broken escape or invalid UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue),
                      let low = iterator.next().flatMap(hexValue)
                else { return nil }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
