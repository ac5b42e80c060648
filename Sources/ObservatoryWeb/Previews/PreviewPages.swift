import Foundation
import Logging
import ObservatoryUI

/// The pages of previews mode (`--previews`): the canvas at `/`
/// (``PreviewCanvasView``), and one window per preview at `/preview/<n>`,
/// each with its own state.
///
/// The app itself is never created: only the previews' closures run, and
/// only when their page opens.
@MainActor
enum PreviewPages {
    /// The canvas's address.
    static let canvasURL = URL(string: "/")!

    /// The address of the preview at `index` in the catalog's order.
    static func url(of index: Int) -> URL { URL(string: "/preview/\(index)")! }

    /// A server of `previews`: the canvas, and a page per preview.
    static func server(
        previews: [PreviewEntry], appName: String, configuration: WebConfiguration,
        logger: Logger = WebServer.defaultLogger(),
        announce: @escaping @Sendable (String) -> Void = WebServer.printLine,
        onReady: @escaping @Sendable (Int) -> Void = { _ in }
    ) -> WebServer {
        let inspect = configuration.inspect
        var pages: [String: @MainActor @Sendable () -> ViewGraph] = [:]
        for (index, preview) in previews.enumerated() {
            pages[url(of: index).path] = {
                ViewGraph(PreviewWindowView(preview: preview), inspector: inspect ? UpdateInspector(capacity: 1) : nil)
            }
        }
        return WebServer(
            appName: appName + " previews", title: appName + " — Previews", configuration: configuration,
            logger: logger, announce: announce, onReady: onReady,
            makeWindow: { id, token in
                WebWindow(graph: ViewGraph(PreviewCanvasView(previews: previews)), id: id, token: token)
            },
            pages: pages)
    }
}

extension WebHost {
    /// Serves the previews of the running program (`--previews`) instead of
    /// the app: a canvas of every `#Preview` and `PreviewProvider` at `/`,
    /// live, in light and dark, on an iPhone or an iPad; each also opens
    /// alone, in a window of its own.
    @MainActor
    public static func runPreviews(appName: String, configuration: WebConfiguration) async throws {
        let server = PreviewPages.server(
            previews: PreviewCatalog.previews(), appName: appName, configuration: configuration)
        try await server.run()
    }
}

