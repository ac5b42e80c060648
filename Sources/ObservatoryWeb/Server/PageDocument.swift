import HTTPTypes

/// The HTML document `GET /` returns: a head linking the stylesheet and the
/// deferred client script, and the window's first paint
/// (``WebWindow/renderHTML()``), whose host element carries the window id,
/// token and sequence number the client connects with:
///
/// ```html
/// <div id="observatory" data-window="…" data-token="…" data-seq="0">…</div>
/// ```
///
/// The page is complete without JavaScript; `client.js` connects to
/// `/_observatory/ws?w=<window>&k=<token>&s=<last sequence>`.
enum PageDocument {
    /// Where the client script is served.
    static let scriptPath = "/_observatory/client.js"
    /// Where the stylesheet is served.
    static let stylesheetPath = "/_observatory/style.css"

    /// Where the inspector's script is served (inspect mode only).
    static let inspectorScriptPath = "/_observatory/inspector.js"
    /// Where the inspector's stylesheet is served (inspect mode only).
    static let inspectorStylesheetPath = "/_observatory/inspector.css"

    /// The document for a window whose first paint is `body`; with `inspect`,
    /// it also loads the inspector's script and stylesheet.
    static func render(title: String, body: String, inspect: Bool = false) -> String {
        let inspector = inspect ? """
            <link rel="stylesheet" href="\(inspectorStylesheetPath)">
            <script src="\(inspectorScriptPath)" defer></script>

            """ : ""
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
        <meta name="color-scheme" content="light dark">
        <title>\(HTML.escape(title))</title>
        <link rel="icon" href="data:,">
        <link rel="stylesheet" href="\(stylesheetPath)">
        \(AssetCatalog.accentColorStyle)<script src="\(scriptPath)" defer></script>
        \(inspector)</head>
        <body>
        \(body)
        </body>
        </html>

        """
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
