/// The WebSocket's defence against cross-site use (CSWSH): a page on another
/// site can open a socket to this server, but its browser sends that site's
/// `Origin`. The socket is only accepted when `Origin` names exactly the
/// server the request was sent to: same scheme, host and port as `Host`.
enum OriginCheck {
    /// Whether `origin` (the `Origin` header) is the origin of `host` (the
    /// `Host` header) under `scheme`. A missing or `null` origin fails: every
    /// browser sends one on a WebSocket handshake.
    static func isSameOrigin(origin: String?, host: String?, scheme: String = "http") -> Bool {
        guard let origin, let host,
              let parsedOrigin = parseOrigin(origin),
              let parsedHost = parseAuthority(host, scheme: scheme.lowercased())
        else { return false }
        return parsedOrigin.scheme == scheme.lowercased()
            && parsedOrigin.host == parsedHost.host
            && parsedOrigin.port == parsedHost.port
    }

    /// An origin's parts, host lowercased, the port made explicit.
    struct Endpoint: Equatable {
        var scheme: String
        var host: String
        var port: Int
    }

    /// Parses `scheme://host[:port]` (an origin has no path, query or user).
    static func parseOrigin(_ text: String) -> Endpoint? {
        guard let separator = text.range(of: "://") else { return nil }
        let scheme = text[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let authority = String(text[separator.upperBound...])
        guard var endpoint = parseAuthority(authority, scheme: scheme) else { return nil }
        endpoint.scheme = scheme
        return endpoint
    }

    /// Parses `host[:port]` or `[v6]:port`; the port defaults to the scheme's.
    static func parseAuthority(_ text: String, scheme: String) -> Endpoint? {
        guard !text.isEmpty, !text.contains(where: { "/?#@ \t".contains($0) }) else { return nil }
        let host: Substring
        let portText: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            host = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            if rest.isEmpty {
                portText = nil
            } else {
                guard rest.hasPrefix(":") else { return nil }
                portText = rest.dropFirst()
            }
        } else if let colon = text.lastIndex(of: ":") {
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
            guard !host.contains(":") else { return nil }
        } else {
            host = text[...]
            portText = nil
        }
        guard !host.isEmpty else { return nil }
        let port: Int
        if let portText {
            guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy(isDigit),
                  let number = Int(portText), number <= 65535
            else { return nil }
            port = number
        } else {
            port = scheme == "https" ? 443 : 80
        }
        return Endpoint(scheme: scheme, host: host.lowercased(), port: port)
    }

    /// Whether `character` is one of 0–9 (not any Unicode digit).
    static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }
}
