import HTTPTypes

/// The HTML document `GET /` returns: the window's first paint inside a root
/// container that tells the client which window it shows and how to connect.
///
/// ```html
/// <div id="observatory-root" data-observatory-window="…" data-observatory-token="…"
///      data-observatory-socket="/_observatory/ws">…first paint…</div>
/// ```
///
/// The page is complete without JavaScript; `client.js` (deferred) connects
/// to `<socket>?w=<window>&k=<token>&s=<last sequence>`.
enum PageDocument {
    /// The id of the root container.
    static let rootID = "observatory-root"
    /// The root's attribute holding the window id.
    static let windowAttribute = "data-observatory-window"
    /// The root's attribute holding the token.
    static let tokenAttribute = "data-observatory-token"
    /// The root's attribute holding the WebSocket path.
    static let socketAttribute = "data-observatory-socket"
    /// Where the client script is served.
    static let scriptPath = "/_observatory/client.js"
    /// Where the stylesheet is served.
    static let stylesheetPath = "/_observatory/style.css"

    /// The document for a window whose first paint is `body`.
    static func render(title: String, windowID: String, token: String, body: String) -> String {
        """
        <!doctype html>
        <html>
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <link rel="icon" href="data:,">
        <link rel="stylesheet" href="\(stylesheetPath)">
        <script src="\(scriptPath)" defer></script>
        </head>
        <body>
        <div id="\(rootID)" \(windowAttribute)="\(escape(windowID))" \(tokenAttribute)="\(escape(token))" \
        \(socketAttribute)="\(SocketRequest.path)">\(body)</div>
        </body>
        </html>

        """
    }

    /// Escapes text for HTML content and quoted attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The response headers of the page. The page holds its window's token,
    /// so it is never stored; the policy allows only this server's scripts.
    static let headers: HTTPFields = [
        .contentType: "text/html; charset=utf-8",
        .cacheControl: "no-store",
        .xContentTypeOptions: "nosniff",
        HTTPField.Name("Referrer-Policy")!: "same-origin",
        .contentSecurityPolicy: contentSecurityPolicy,
    ]

    /// Scripts only from this server (no inline script can run, whatever a
    /// page contains); inline styles allowed; the socket goes to this server.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; "
        + "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
}
