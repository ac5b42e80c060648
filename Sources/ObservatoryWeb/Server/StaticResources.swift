import Foundation

/// A file the server serves as is: `client.js` and `style.css`, read once from
/// the module's resource bundle.
struct StaticResource: Sendable {
    /// The URL path it is served at.
    let path: String
    /// The `Content-Type` header.
    let contentType: String
    /// The bytes.
    let body: [UInt8]
    /// A strong validator of the bytes, quoted, for `ETag` and `If-None-Match`.
    let etag: String

    /// Browsers revalidate on each load (a cheap 304 on localhost), so a
    /// rebuilt app is never run with a stale client.
    static let cacheControl = "no-cache"

    init(path: String, contentType: String, body: [UInt8]) {
        self.path = path
        self.contentType = contentType
        self.body = body
        self.etag = "\"\(Self.fingerprint(body))\""
    }

    /// Whether an `If-None-Match` header value names this version.
    func isMatched(by ifNoneMatch: String?) -> Bool {
        guard let ifNoneMatch else { return false }
        return ifNoneMatch.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }

    /// The client script, the stylesheet and the symbols' sprite from `Bundle.module`, and with
    /// `inspect` the inspector's. A resource that cannot be read is left out
    /// (and so answered with 404).
    static func bundled(inspect: Bool = false) -> [StaticResource] {
        var files: [(name: String, ext: String, contentType: String)] = [
            ("client", "js", "text/javascript; charset=utf-8"),
            ("style", "css", "text/css; charset=utf-8"),
            ("icons", "svg", "image/svg+xml"),
        ]
        if inspect {
            files += [("inspector", "js", "text/javascript; charset=utf-8"), ("inspector", "css", "text/css; charset=utf-8")]
        }
        return files.compactMap { file in
            guard let url = Bundle.module.url(forResource: file.name, withExtension: file.ext),
                  let data = try? Data(contentsOf: url)
            else { return nil }
            return StaticResource(path: "/_observatory/\(file.name).\(file.ext)", contentType: file.contentType, body: Array(data))
        }
    }

    /// FNV-1a, 64 bits, as hex: enough to tell versions of a file apart.
    static func fingerprint(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
