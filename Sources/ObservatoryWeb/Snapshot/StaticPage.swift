import Foundation
import ObservatoryUI

/// A view's page rendered once, without a server or a socket: the document
/// a browser would get for its first paint, the resources that document
/// loads, and its markup normalised for comparison. Snapshot tests render
/// views with it (`ObservatorySnapshotTesting`).
public struct StaticPage: Sendable {
    /// The whole HTML document, as `GET /` would return it.
    public let document: String
    /// The window's content, one tag per line and indented, without the ids
    /// that change with unrelated edits (`data-oid`, a radio group's name)
    /// or the window's id and token.
    public let normalizedMarkup: String
    /// The files the document loads, by URL path: the stylesheet, the
    /// client script, the symbols, and the asset catalog's images it names.
    public let resources: [String: Resource]

    /// One file the document loads.
    public struct Resource: Sendable {
        /// The `Content-Type`.
        public let contentType: String
        /// The bytes.
        public let body: [UInt8]
    }

    /// Renders `view` in a window of `width` × `height` points (nil: the
    /// browser's) in `colorScheme`, as its first paint.
    @MainActor
    public static func render<Content: View>(
        _ view: Content, width: Double? = nil, height: Double? = nil, colorScheme: ColorScheme = .light
    ) -> StaticPage {
        let graph = ViewGraph(view)
        var window = WindowEnvironment(colorScheme: colorScheme)
        window.width = width
        window.height = height
        graph.updateEnvironment { window.apply(to: &$0) }
        graph.update()
        let page = WebWindow(graph: graph, id: "snapshot", token: "snapshot")
        let body = page.renderHTML()
        page.close()
        var resources: [String: Resource] = [:]
        for resource in StaticResource.bundled(inspect: false) {
            resources[resource.path] = Resource(contentType: resource.contentType, body: resource.body)
        }
        for path in Self.assetPaths(in: body) {
            let dark = path.hasPrefix(AssetCatalog.darkPathPrefix)
            let name = String(path.dropFirst(dark ? AssetCatalog.darkPathPrefix.count : AssetCatalog.pathPrefix.count))
            if let asset = WebServer.asset(named: name, dark: dark) {
                resources[path] = Resource(contentType: asset.contentType, body: asset.body)
            }
        }
        return StaticPage(
            document: PageDocument.render(title: "Snapshot", body: body),
            normalizedMarkup: MarkupNormalizer.normalize(body),
            resources: resources)
    }

    /// The asset catalog URLs `markup` names.
    static func assetPaths(in markup: String) -> Set<String> {
        var paths: Set<String> = []
        var rest = markup[...]
        while let start = rest.range(of: AssetCatalog.pathPrefix) {
            let tail = rest[start.lowerBound...]
            let end = tail.firstIndex { $0 == "\"" || $0 == ")" || $0 == "'" || $0 == " " } ?? tail.endIndex
            paths.insert(String(tail[..<end]))
            rest = tail[end...]
        }
        return paths
    }
}
