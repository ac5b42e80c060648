import Foundation
import Logging
import ObservatoryAssets
import ObservatoryUI
import Synchronization

/// The image files `Image("name")` shows, found by name in the running
/// executable's resource bundle (SwiftPM's `<Package>_<Target>.resources`
/// next to it) and the bundles `Image(_:bundle:)` and the asset symbols named:
/// PNG, JPEG, GIF, WebP and SVG files, and the image sets of an asset
/// catalog copied as a resource (`Assets.xcassets/Logo.imageset/…`), with
/// their dark appearance; and the catalogs' colour sets, which
/// `Color("name")` draws.
///
/// The page loads images from `/_observatory/assets/<name>` (a dark
/// appearance from `/_observatory/assets/dark/<name>`); only names of files
/// found there are served, so no request reaches another file.
enum AssetCatalog {
    /// The URL path prefix of assets.
    static let pathPrefix = "/_observatory/assets/"
    /// The URL path prefix of image sets' dark appearances.
    static let darkPathPrefix = pathPrefix + "dark/"

    /// What the directories hold, by name.
    struct Index {
        var files: [String: URL] = [:]
        var darkFiles: [String: URL] = [:]
        /// The scale of an image set's file, where it is not 1 (`@2x`: 2).
        var scales: [String: Int] = [:]
        var darkScales: [String: Int] = [:]
        /// Colour sets as CSS colours (`light-dark(#…, #…)` when the set has a dark appearance).
        var colors: [String: String] = [:]
    }

    static let contentTypes: [String: String] = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "svg": "image/svg+xml",
    ]

    private static let cache = SanitizedMutex<(directories: [URL], index: Index)>(([], Index()))
    private static let warned = SanitizedMutex<Set<String>>([])
    private static let logger = Logger(label: "Observatory.Assets")

    /// The app's own resource bundle beside the executable (SwiftPM's
    /// `<Package>_<Target>.resources` of the executable target named like the
    /// executable): what `Image("name")` reads from the main bundle on
    /// Apple's platforms. Other targets' bundles beside it (a library's, or
    /// another app's in a build folder) are read only when named
    /// (`Image(_:bundle:)`, an asset symbol). The folder of the executable
    /// itself (`Bundle.main` on Linux) is not searched: in a build folder it
    /// holds every target's objects.
    private static let executableBundles: [URL] = {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        let folder = executable.deletingLastPathComponent()
        let name = executable.lastPathComponent
        let contents = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return contents.filter { url in
            let bundle = url.deletingPathExtension().lastPathComponent
            return (url.pathExtension == "resources" || url.pathExtension == "bundle") && bundle.hasSuffix("_" + name)
        }
    }()

    /// The directories searched, in order: named bundles first.
    static var directories: [URL] {
        AssetBundles.directories + executableBundles
    }

    /// The index of the directories searched now, built when they change.
    private static var current: Index {
        let directories = self.directories
        return cache.withLock { cache -> Index in
            if cache.directories != directories {
                cache = (directories, index(directories))
            }
            return cache.index
        }
    }

    /// The file for `name` (with or without its extension), if any; with
    /// `dark`, the dark appearance of the image set `name`, if it has one.
    static func file(named name: String, dark: Bool = false) -> URL? {
        guard isSafe(name) else { return nil }
        return dark ? current.darkFiles[name] : current.files[name]
    }

    /// The scale of the image `name` (2 for an `@2x` file): the page shows
    /// it at its size in pixels divided by the scale, as iOS shows it in points.
    static func scale(named name: String, dark: Bool = false) -> Int {
        guard isSafe(name) else { return 1 }
        return (dark ? current.darkScales[name] : current.scales[name]) ?? 1
    }

    /// The CSS colour of the colour set `name`, if a catalog has one.
    static func color(named name: String) -> String? {
        guard isSafe(name) else { return nil }
        return current.colors[name]
    }

    /// Whether `name` is shown (logs a missing one once).
    static func exists(_ name: String) -> Bool {
        if file(named: name) != nil { return true }
        if warned.withLock({ $0.insert(name).inserted }) {
            logger.warning("Image(_:) found no image file with this name; it shows a placeholder", metadata: ["name": "\(name)"])
        }
        return false
    }

    /// The URL the page loads `name` from (with `dark`, its dark appearance).
    static func url(for name: String, dark: Bool = false) -> String {
        (dark ? darkPathPrefix : pathPrefix)
            + (name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? name)
    }

    /// A name is one path component of ordinary characters.
    static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 200 && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && !name.contains("\0")
    }

    /// Every image file under `directories` by name and by name with its
    /// extension, and every colour set; the first directory to have a name
    /// wins. Asset catalogs are read as Xcode reads them
    /// (``ObservatoryAssets/AssetCatalogContents``).
    private static func index(_ directories: [URL]) -> Index {
        var index = Index()
        for directory in directories {
            guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                if url.pathExtension == "xcassets" {
                    walker.skipDescendants()
                    add(AssetCatalogContents(contentsOf: url), from: url, to: &index)
                    continue
                }
                guard contentTypes[url.pathExtension.lowercased()] != nil else { continue }
                let base = url.deletingPathExtension().lastPathComponent
                let scale = ImageSetContents.scale(of: url)
                for key in [base, url.lastPathComponent] where index.files[key] == nil {
                    index.files[key] = url
                    if scale > 1 { index.scales[key] = scale }
                }
            }
        }
        return index
    }

    private static func add(_ catalog: AssetCatalogContents, from url: URL, to index: inout Index) {
        for problem in catalog.problems {
            logger.warning("An asset catalog's set could not be read; it is left out", metadata: [
                "catalog": "\(url.lastPathComponent)", "problem": "\(problem)",
            ])
        }
        for set in catalog.imageSets {
            if index.files[set.name] == nil, let light = set.light {
                index.files[set.name] = light
                if set.lightScale > 1 { index.scales[set.name] = set.lightScale }
            }
            if index.darkFiles[set.name] == nil, let dark = set.dark {
                index.darkFiles[set.name] = dark
                if set.darkScale > 1 { index.darkScales[set.name] = set.darkScale }
            }
        }
        for set in catalog.colorSets where index.colors[set.name] == nil {
            let light = css(set.light)
            index.colors[set.name] = set.dark.map { "light-dark(\(light), \(css($0)))" } ?? light
        }
    }

    /// A colour of a colour set as CSS: `#rrggbbaa`, or a system colour's custom property.
    static func css(_ color: AssetColor) -> String {
        switch color {
        case .system(let name):
            return name == "clear" ? "transparent" : "var(--o-\(name))"
        case .rgb(let red, let green, let blue, let alpha):
            return "#" + [red, green, blue, alpha].map { component in
                let byte = Int((component * 255).rounded())
                return (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }.joined()
        }
    }

    /// The `<style>` that makes the `AccentColor` colour set the app's tint
    /// (as Xcode's global accent colour setting does), or "" without one.
    static var accentColorStyle: String {
        accentColorStyle(color(named: "AccentColor"))
    }

    /// The `<style>` that makes `accent` (a CSS colour) the tint.
    static func accentColorStyle(_ accent: String?) -> String {
        guard let accent else { return "" }
        return "<style>:root, [data-o-scheme] { --o-accentColor: \(accent); }</style>\n"
    }
}
