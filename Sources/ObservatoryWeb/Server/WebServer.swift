import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import ObservatoryUI
import NIOWebSocket
import ServiceLifecycle
import UnixSignals

/// Serves one app instance: the page (one new window per load), the client
/// script and stylesheet, and each window's WebSocket.
struct WebServer: Sendable {
    let configuration: WebConfiguration
    /// The app's type name, for the start-up line.
    let appName: String
    /// The page title: the window group's, else the app's name.
    let title: String
    let registry: WindowRegistry
    let resources: [StaticResource]
    let logger: Logger
    /// Writes the start-up line.
    let announce: @Sendable (String) -> Void
    /// Told the bound port once the server listens.
    let onReady: @Sendable (Int) -> Void

    /// Pages other than `/` that open a window: the path, and the window's graph.
    let pages: [String: @MainActor @Sendable () -> ViewGraph]

    /// A server for `app`, whose windows are made by `makeWindow` (by default,
    /// a ``WebWindow`` on a new view graph of `app`).
    @MainActor
    init<A: App>(
        app: A,
        configuration: WebConfiguration,
        logger: Logger = WebServer.defaultLogger(),
        announce: @escaping @Sendable (String) -> Void = WebServer.printLine,
        onReady: @escaping @Sendable (Int) -> Void = { _ in },
        makeWindow: WindowRegistry.Factory? = nil
    ) {
        let inspect = configuration.inspect
        self.init(
            appName: String(describing: A.self), title: ViewGraph.windowTitle(of: app) ?? String(describing: A.self),
            configuration: configuration, logger: logger, announce: announce, onReady: onReady,
            makeWindow: makeWindow ?? { id, token in
                WebWindow(graph: ViewGraph(app: app, inspector: inspect ? UpdateInspector(capacity: 1) : nil), id: id, token: token)
            },
            pages: WindowScenePages.pages(of: app, inspect: inspect))
    }

    /// A server whose windows are made by `makeWindow` at `/`, and by the
    /// graph makers of `pages` at their paths.
    @MainActor
    init(
        appName: String,
        title: String,
        configuration: WebConfiguration,
        logger: Logger = WebServer.defaultLogger(),
        announce: @escaping @Sendable (String) -> Void = WebServer.printLine,
        onReady: @escaping @Sendable (Int) -> Void = { _ in },
        makeWindow: @escaping WindowRegistry.Factory,
        pages: [String: @MainActor @Sendable () -> ViewGraph] = [:]
    ) {
        self.configuration = configuration
        self.appName = appName
        self.title = title
        self.logger = logger
        self.announce = announce
        self.onReady = onReady
        self.resources = StaticResource.bundled(inspect: configuration.inspect)
        self.pages = pages
        self.registry = WindowRegistry(
            gracePeriod: configuration.gracePeriod, processName: configuration.processName,
            logger: logger, makeWindow: makeWindow)
    }

    /// The logger the server uses unless given one: label `ObservatoryWeb`,
    /// level from `LOG_LEVEL` (default `info`).
    static func defaultLogger() -> Logger {
        var logger = Logger(label: "ObservatoryWeb")
        if let level = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) {
            logger.logLevel = level
        }
        return logger
    }

    /// Writes `line` to standard output at once (unbuffered).
    static func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The URL a browser opens for `host` and `port`.
    static func url(host: String, port: Int) -> String {
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(shown):\(port)"
    }

    /// The signals that shut a served app down gracefully.
    static let shutdownSignals: [UnixSignal] = [.sigint, .sigterm]

    /// Serves until one of `shutdownSignals` arrives, then shuts down
    /// gracefully: stops listening, sends open sockets a close frame, waits
    /// for connections to end, and closes every window. Cancelling the task
    /// stops it at once (windows are still closed).
    func run(shutdownSignals: [UnixSignal] = WebServer.shutdownSignals) async throws {
        let application = Application(
            router: makeRouter(),
            server: .http1WebSocketUpgrade(
                configuration: .init(
                    http1: .init(idleTimeout: .seconds(60)),
                    // The registry pings the sockets (SocketPingWatch), not a task per socket.
                    ws: .init(maxFrameSize: configuration.maxMessageSize, autoPing: .disabled, validateUTF8: true)
                )
            ) { request, channel, _ in
                await shouldUpgrade(request, channel: channel)
            },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { [announce, onReady, appName, configuration] channel in
                let port = channel.localAddress?.port ?? configuration.port
                announce("Observatory: serving \(appName) at \(Self.url(host: configuration.host, port: port))")
                onReady(port)
            },
            logger: logger
        )
        if configuration.developmentLoop {
            DevelopmentChannel.start(logger: logger) { [registry] status in registry.showDevelopmentStatus(status) }
        }
        let services = ServiceGroup(
            configuration: .init(services: [application], gracefulShutdownSignals: shutdownSignals, logger: logger)
        )
        do {
            try await services.run()
        } catch {
            await registry.closeAll()
            throw error
        }
        await registry.closeAll()
    }

    // MARK: HTTP

    private func makeRouter() -> Router<BasicRequestContext> {
        let router = Router()
        if configuration.processName != nil {
            router.add(middleware: ProcessHeaderMiddleware(fields: configuration.processFields))
        }
        router.get("/") { _, _ -> Response in
            let page = await openPage()
            return Response(status: .ok, headers: PageDocument.headers, body: .init(byteBuffer: ByteBuffer(string: page)))
        }
        for (path, makeGraph) in pages {
            router.get(RouterPath(path)) { _, _ -> Response in
                let page = await openPage { id, token in WebWindow(graph: makeGraph(), id: id, token: token) }
                return Response(status: .ok, headers: PageDocument.headers, body: .init(byteBuffer: ByteBuffer(string: page)))
            }
        }
        for resource in resources {
            router.get(RouterPath(resource.path)) { request, _ -> Response in
                Self.response(for: resource, ifNoneMatch: request.headers[.ifNoneMatch])
            }
            // A tab whose socket is refused asks with HEAD whether the server
            // answers at all (client.js), before it reloads.
            router.head(RouterPath(resource.path)) { request, _ -> Response in
                var response = Self.response(for: resource, ifNoneMatch: request.headers[.ifNoneMatch])
                response.body = ResponseBody()
                return response
            }
        }
        router.post(RouterPath(Self.uploadPath)) { request, _ -> Response in
            await upload(request)
        }
        router.post(RouterPath(Self.downloadPath)) { request, _ -> Response in
            await download(request)
        }
        for dark in [false, true] {
            let prefix = dark ? AssetCatalog.darkPathPrefix : AssetCatalog.pathPrefix
            router.get(RouterPath(prefix + ":name")) { request, context -> Response in
                guard let name = context.parameters.get("name"), let asset = Self.asset(named: name, dark: dark) else {
                    return Response(status: .notFound)
                }
                return Self.response(for: asset, ifNoneMatch: request.headers[.ifNoneMatch])
            }
        }
        return router
    }

    /// Opens a window (made by `makeWindow`, else the server's factory) and renders its page.
    ///
    /// Data its views load off the main actor (a `@Query` of a PostgreSQL
    /// store) is waited for, up to ``firstPaintWait``, so that the first
    /// paint shows it; the main actor serves other windows meanwhile.
    @MainActor
    func openPage(_ makeWindow: WindowRegistry.Factory? = nil) async -> String {
        let (window, loads) = PendingLoads.begun { registry.open(makeWindow) }
        window.developmentLoop = configuration.developmentLoop
        await PendingLoads.ended(loads, within: Self.firstPaintWait)
        return PageDocument.render(title: title, body: window.renderHTML(), inspect: configuration.inspect)
    }

    /// The longest a page waits for its views' data before its first paint;
    /// what comes later reaches the tab as a patch.
    static let firstPaintWait: Duration = .seconds(2)

    /// The image file `Image(name)` shows, read from the app's resources
    /// (with `dark`, its image set's dark appearance).
    static func asset(named name: String, dark: Bool = false) -> StaticResource? {
        let decoded = name.removingPercentEncoding ?? name
        guard let url = AssetCatalog.file(named: decoded, dark: dark), let data = try? Data(contentsOf: url),
              let type = AssetCatalog.contentTypes[url.pathExtension.lowercased()] else { return nil }
        return StaticResource(path: AssetCatalog.url(for: decoded, dark: dark), contentType: type, body: Array(data))
    }

    static func response(for resource: StaticResource, ifNoneMatch: String?) -> Response {
        var headers: HTTPFields = [
            .cacheControl: StaticResource.cacheControl,
            .eTag: resource.etag,
        ]
        if resource.isMatched(by: ifNoneMatch) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = resource.contentType
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: resource.body)))
    }

    // MARK: WebSocket

    /// Decides a WebSocket handshake. Refused with 403 for a foreign `Origin`,
    /// with 400 for another path or a malformed query (a token in it among
    /// them); accepted for a known window, whose socket then waits for its
    /// hello (``serve(_:channel:inbound:outbound:)``), and for an unknown one (to
    /// tell it to reload).
    func shouldUpgrade(
        _ request: HTTPRequest,
        channel: any Channel
    ) async -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        let target = request.path ?? ""
        guard target == SocketRequest.path || target.hasPrefix(SocketRequest.path + "?") else { return .dontUpgrade }
        let origin = request.headerFields[.origin]
        let host = request.authority  // the Host header
        let scheme = request.headerFields[HTTPField.Name("X-Forwarded-Proto")!]?.lowercased() == "https" ? "https" : "http"
        guard OriginCheck.isSameOrigin(origin: origin, host: host, scheme: scheme) else {
            logger.warning(
                "WebSocket refused: Origin is not this server",
                metadata: ["origin": "\(origin ?? "none")", "host": "\(host ?? "none")"]
            )
            await RefusedUpgradeStatus.install(.forbidden, on: channel)
            return .dontUpgrade
        }
        guard let socketRequest = SocketRequest(target: target) else {
            logger.warning("WebSocket refused: malformed query")
            return .dontUpgrade
        }
        switch await registry.handshake(window: socketRequest.window) {
        case .unknownWindow:
            logger.debug("WebSocket for an unknown window: asking it to reload", metadata: ["window": "\(socketRequest.window)"])
            return .upgrade(configuration.processFields) { _, outbound, _ in
                try await Self.sendReload(outbound)
            }
        case .accept:
            return .upgrade(configuration.processFields) { inbound, outbound, _ in
                try await serve(socketRequest, channel: channel, inbound: inbound, outbound: outbound)
            }
        }
    }

    /// The message a tab gets when its window is unknown; the socket is closed after it.
    static let reloadMessage = #"{"type":"reload"}"#

    static func sendReload(_ outbound: WebSocketOutboundWriter) async throws {
        try await outbound.write(.text(reloadMessage))
    }

    /// Runs one window's socket: first its hello (the window's token, within
    /// ``SocketHello/timeout``), then messages in (each handed to the window
    /// on the main actor), until either side closes it. The window's frames
    /// go out through a ``ChannelSocketOutput`` on `channel`, the socket's
    /// channel, written by the main actor as it makes them (no writer task).
    /// A socket whose first message is not a hello with the window's token is
    /// closed with a policy violation, attached to nothing.
    func serve(
        _ request: SocketRequest, channel: any Channel, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async throws {
        let window = request.window
        var messages = inbound.messages(maxSize: configuration.maxMessageSize).makeAsyncIterator()
        let token: String
        do {
            token = try await hello(from: &messages, outbound: outbound)
        } catch let violation as WebProtocolError {
            logger.warning("WebSocket refused: \(violation.reason)", metadata: ["window": "\(window)"])
            // The watchdog may have closed it already (no hello in time).
            try? await outbound.close(.policyViolation, reason: "no hello")
            return
        }
        let connection = SocketConnection(
            output: ChannelSocketOutput(channel: channel, outbound: outbound, maxFrameSize: configuration.maxMessageSize))
        switch await registry.attach(request, token: token, connection: connection) {
        case .attached:
            break
        case .unknownWindow:
            // The window expired between the handshake and now.
            try await Self.sendReload(outbound)
            return
        case .wrongToken:
            logger.warning("WebSocket refused: wrong token", metadata: ["window": "\(window)"])
            try await outbound.close(.policyViolation, reason: "wrong token")
            return
        }
        let (violation, failure) = await read(&messages, window: window, connection: connection)
        // Detach before ending the output, so no push is written after the end.
        await registry.detach(window: window, connection: connection)
        connection.finish()
        if let violation {
            logger.warning(
                "WebSocket closed: protocol violation",
                metadata: ["window": "\(window)", "reason": "\(violation.reason)"]
            )
            try await outbound.close(.policyViolation, reason: "protocol violation")
        } else if let failure {
            logger.warning("WebSocket closed: \(failure)", metadata: ["window": "\(window)"])
            // Rethrown so that the WebSocket layer sends the matching close code
            // (1009 for a message over the size limit).
            throw failure
        }
    }

    /// The token of the socket's first message, which must come within
    /// ``SocketHello/timeout``: a socket that says nothing is closed then.
    private func hello(
        from messages: inout WebSocketInboundMessageStream.AsyncIterator, outbound: WebSocketOutboundWriter
    ) async throws -> String {
        let watchdog = Task {
            try await Task.sleep(for: SocketHello.timeout)
            try await outbound.close(.policyViolation, reason: "no hello")
        }
        defer { watchdog.cancel() }
        guard case .text(let text)? = try await messages.next() else {
            throw WebProtocolError(reason: "the socket sent no hello")
        }
        return try SocketHello.decode(text).token
    }

    /// Hands each message to the window until the socket ends, the window
    /// takes another socket, or a message breaks the protocol.
    private func read(
        _ messages: inout WebSocketInboundMessageStream.AsyncIterator,
        window: String,
        connection: SocketConnection
    ) async -> (violation: WebProtocolError?, failure: (any Error)?) {
        do {
            while let message = try await messages.next() {
                guard case .text(let text) = message else {
                    return (WebProtocolError(reason: "binary message"), nil)
                }
                switch await registry.receive(text, window: window, from: connection) {
                case .delivered: continue
                case .stale: return (nil, nil)
                case .violation(let error): return (error, nil)
                }
            }
            return (nil, nil)
        } catch {
            return (nil, error)
        }
    }
}
