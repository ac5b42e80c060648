import Foundation
import ObservatoryUI

/// The pages of an app's window scenes (`Window`, `WindowGroup(id:)`): one
/// at `/window/<id>` each, which `openWindow(id:)` opens in a new tab.
enum WindowScenePages {
    /// The path of window scene `id`'s page, its id percent-encoded but for
    /// URL-safe characters (`/window/help-and-tips`, as a user types it).
    static func path(for id: String) -> String {
        "/window/" + (id.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "")
    }

    /// ASCII letters, digits and `-._~`: the characters a URL needs no escape for (RFC 3986).
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// A graph maker for each of `app`'s window scenes, by path.
    @MainActor
    static func pages<A: App>(of app: A, inspect: Bool) -> [String: @MainActor @Sendable () -> ViewGraph] {
        nonisolated(unsafe) let app = app
        var pages: [String: @MainActor @Sendable () -> ViewGraph] = [:]
        for id in ViewGraph.windowSceneIDs(of: app) {
            pages[path(for: id)] = { ViewGraph(app: app, sceneID: id, inspector: inspect ? UpdateInspector(capacity: 1) : nil) }
        }
        return pages
    }
}
