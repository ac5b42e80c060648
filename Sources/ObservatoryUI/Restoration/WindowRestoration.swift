import Foundation

/// What a window needs to come back as it was in another process: its
/// `@SceneStorage` values and, for the development loop, the state of its
/// views (their `@State`, the screens their stacks pushed).
///
/// A record is JSON:
///
/// ```
/// {"v":1,
///  "scene":{"selectedTab":2},                                @SceneStorage, by key
///  "views":{"/ContentView:0/…/HabitList:0":{"state":{"1":"Read"}},       @State slots, by declaration order
///           "/ContentView:0/NavigationStack:0":{"stack":[{"link":"/…/NavigationLink:3"},
///                                                       {"value":"Si","json":4}]}}}
/// ```
///
/// Views are named by their place in the tree (``RestorationPaths``). Only
/// values that are `Codable`, and written by the view, are kept: a class
/// instance (an `@Observable` model in `@State`) is made again by the view.
/// A restored value goes to the view at the same path when its type decodes
/// it; anything else is skipped, so a record from an older build of the app
/// restores what still matches.
public enum WindowRestoration {
    /// The version of the record's format.
    static let version = 1
    /// The most rounds a restoration runs: each can push one screen per stack.
    static let maximumRounds = 16
}

extension ViewGraph {
    /// The window's restoration record (``WindowRestoration``), or nil when
    /// there is nothing to restore.
    ///
    /// - Parameter includingViewState: Whether the views' state is recorded
    ///   too, or only `@SceneStorage` (what SwiftUI restores).
    public func restorationRecord(includingViewState: Bool) -> String? {
        var record: [String: Any] = ["v": WindowRestoration.version]
        let scene = root.sceneStorage.restorationJSON
        if !scene.isEmpty { record["scene"] = scene }
        if includingViewState {
            var views: [String: Any] = [:]
            RestorationPaths.walk(root) { node, path in
                if let node = node as? any RestorableNode, let json = node.restorationJSON() { views[path] = json }
            }
            if !views.isEmpty { record["views"] = views }
        }
        guard record.count > 1, let data = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// How many times the window's `@SceneStorage` values changed: a window
    /// sends its record when this moves.
    public var sceneStorageVersion: Int { root.sceneStorage.version }

    /// Brings back the state a ``restorationRecord(includingViewState:)``
    /// recorded, then updates: scene storage first, then the views' state
    /// and pushed screens, in rounds, so that the views a restored value
    /// mounts (a sheet, a pushed screen) get their own state too. Call it
    /// outside an update.
    ///
    /// - Parameters:
    ///   - record: The record's JSON.
    ///   - includingViewState: Whether the views' state is restored, or only
    ///     `@SceneStorage`. A record is the browser's: a served app restores
    ///     views' state only in the development loop.
    /// - Returns: How many pieces of state were applied.
    /// - Throws: ``WindowRestorationError`` when the record is not one.
    @discardableResult
    public func restore(fromRecord record: String, includingViewState: Bool) throws(WindowRestorationError) -> Int {
        guard let object = try? JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any],
              object["v"] as? Int == WindowRestoration.version
        else { throw WindowRestorationError(reason: "not a restoration record of version \(WindowRestoration.version)") }
        var applied = 0
        if let scene = object["scene"] {
            guard let scene = scene as? [String: Any] else { throw WindowRestorationError(reason: "\"scene\" is not an object") }
            root.sceneStorage.restore(scene)
            applied += scene.count
        }
        if includingViewState, let views = object["views"] {
            guard var pending = views as? [String: Any] else { throw WindowRestorationError(reason: "\"views\" is not an object") }
            for _ in 0..<WindowRestoration.maximumRounds where !pending.isEmpty {
                var nodes: [String: Node] = [:]
                RestorationPaths.walk(root) { node, path in nodes[path] = node }
                var round = RestorationRound(nodes: nodes)
                for path in pending.keys.sorted() {
                    guard let node = nodes[path] as? any RestorableNode else { continue }
                    guard let json = pending[path] as? [String: Any] else { pending[path] = nil; continue }
                    pending[path] = node.restore(from: json, in: &round)
                }
                update()
                applied += round.applied
                if round.applied == 0 { break }
            }
        }
        update()
        return applied
    }
}

/// A restoration record that is not one (``ViewGraph/restore(fromRecord:includingViewState:)``).
public struct WindowRestorationError: Error, CustomStringConvertible {
    /// What was wrong.
    public let reason: String

    /// The description of the error: the reason.
    public var description: String { "restoration record: \(reason)" }
}
