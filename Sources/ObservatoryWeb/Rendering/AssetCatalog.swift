import Foundation
import Logging
import ObservatoryUI
import Synchronization

/// The image files `Image("name")` shows, found by name in the running
/// executable's resource bundles (SwiftPM's `<Package>_<Target>.resources`
/// next to it), the main bundle, and the bundles `Image(_:bundle:)` named:
/// PNG, JPEG, GIF, WebP and SVG files, and the image sets of an asset
/// catalog copied as a resource (`Assets.xcassets/Logo.imageset/…`).
///
/// The page loads them from `/_observatory/assets/<name>`; only names of
/// files found there are served, so no request reaches another file.
enum AssetCatalog {
    /// The URL path prefix of assets.
    static let pathPrefix = "/_observatory/assets/"

    static let contentTypes: [String: String] = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "svg": "image/svg+xml",
    ]

    private static let cache = Mutex<(directories: [URL], files: [String: URL])>(([], [:]))
    private static let warned = Mutex<Set<String>>([])
    private static let logger = Logger(label: "Observatory.Assets")

    /// The resource bundles beside the executable, listed once.
    private static let executableBundles: [URL] = {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        let contents = (try? FileManager.default.contentsOfDirectory(at: executable, includingPropertiesForKeys: nil)) ?? []
        return contents.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent } + [Bundle.main.bundleURL]
    }()

    /// The directories searched, in order: named bundles first.
    static var directories: [URL] {
        ImageAssetBundles.directories + executableBundles
    }

    /// The file for `name` (with or without its extension), if any.
    static func file(named name: String) -> URL? {
        guard isSafe(name) else { return nil }
        let directories = self.directories
        let files = cache.withLock { cache -> [String: URL] in
            if cache.directories != directories {
                cache = (directories, index(directories))
            }
            return cache.files
        }
        return files[name]
    }

    /// Whether `name` is shown (logs a missing one once).
    static func exists(_ name: String) -> Bool {
        if file(named: name) != nil { return true }
        if warned.withLock({ $0.insert(name).inserted }) {
            logger.warning("Image(_:) found no image file with this name; it shows a placeholder", metadata: ["name": "\(name)"])
        }
        return false
    }

    /// The URL the page loads `name` from.
    static func url(for name: String) -> String {
        pathPrefix + (name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? name)
    }

    /// A name is one path component of ordinary characters.
    static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 200 && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && !name.contains("\0")
    }

    /// Every image file under `directories` by name and by name with its
    /// extension; the first directory to have a name wins.
    private static func index(_ directories: [URL]) -> [String: URL] {
        var files: [String: URL] = [:]
        for directory in directories {
            guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                let ext = url.pathExtension.lowercased()
                guard contentTypes[ext] != nil else { continue }
                let base = url.deletingPathExtension().lastPathComponent
                let parent = url.deletingLastPathComponent()
                // An image set is named by its folder: Logo.imageset/logo@2x.png is "Logo".
                if parent.pathExtension == "imageset" {
                    let setName = parent.deletingPathExtension().lastPathComponent
                    if files[setName] == nil || base.hasSuffix("@2x") { files[setName] = url }
                    continue
                }
                if files[base] == nil { files[base] = url }
                if files[url.lastPathComponent] == nil { files[url.lastPathComponent] = url }
            }
        }
        return files
    }
}
