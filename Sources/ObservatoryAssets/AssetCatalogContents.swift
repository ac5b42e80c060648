import Foundation

/// An asset catalog (`Assets.xcassets`) read as Xcode reads it: its colour
/// sets and image sets, found in the catalog and in its folders, each named
/// by its folder (`BrandBlue.colorset` is "BrandBlue").
///
/// Shared by the symbol generator (the `AssetSymbols` build-tool plugin),
/// which needs the names, and the web renderer, which needs the values.
/// A set whose `Contents.json` is missing or malformed is left out and
/// reported in ``problems``; reading never fails as a whole.
public struct AssetCatalogContents: Sendable {
    /// The colour sets, in the catalog's folder order.
    public var colorSets: [ColorSetContents] = []
    /// The image sets, in the catalog's folder order.
    public var imageSets: [ImageSetContents] = []
    /// What could not be read, one line each (`Brand.colorset: …`).
    public var problems: [String] = []

    /// Reads the catalog at `url` (a `.xcassets` folder).
    public init(contentsOf url: URL) {
        read(folder: url)
    }

    private mutating func read(folder: URL) {
        let entries = (try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let name = entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "colorset":
                do { colorSets.append(try ColorSetContents(name: name, json: Self.contents(of: entry))) }
                catch { problems.append("\(entry.lastPathComponent): \(error)") }
            case "imageset":
                // A set may have no Contents.json (files dropped in a folder).
                var json: [String: Any] = [:]
                if FileManager.default.fileExists(atPath: entry.appendingPathComponent("Contents.json").path) {
                    do { json = try Self.contents(of: entry) }
                    catch { problems.append("\(entry.lastPathComponent): \(error)") }
                }
                imageSets.append(ImageSetContents(name: name, folder: entry, json: json))
            case "":
                // A plain folder groups sets; its sets keep their own names.
                if (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { read(folder: entry) }
            default:
                break  // app icons, symbol sets, data sets: not drawn by a page
            }
        }
    }

    /// The parsed `Contents.json` of a set.
    static func contents(of set: URL) throws -> [String: Any] {
        let url = set.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: url) else { throw AssetCatalogError("no Contents.json") }
        guard let object = try? JSONSerialization.jsonObject(with: data), let json = object as? [String: Any] else {
            throw AssetCatalogError("Contents.json is not a JSON object")
        }
        return json
    }
}

/// Why a set of an asset catalog could not be read.
public struct AssetCatalogError: Error, CustomStringConvertible, Sendable {
    /// What was wrong, in a phrase.
    public let description: String

    init(_ description: String) { self.description = description }
}

/// The appearance an entry of a set is for: Xcode's `luminosity` appearance.
public enum AssetAppearance: Sendable, Hashable {
    /// Any appearance, or light.
    case light
    /// Dark mode.
    case dark

    /// The appearance of an entry of `colors` or `images`; nil for entries
    /// of other variants (high contrast), which a page does not show.
    init?(entry: [String: Any]) {
        guard let appearances = entry["appearances"] as? [[String: Any]] else {
            self = .light
            return
        }
        var result = AssetAppearance.light
        for appearance in appearances {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "dark"): result = .dark
            case ("luminosity", _): break
            default: return nil
            }
        }
        self = result
    }

    /// Whether an entry's idiom is one an iPhone app shows (universal or iPhone).
    static func isShown(idiom: Any?) -> Bool {
        guard let idiom = idiom as? String else { return true }
        return idiom == "universal" || idiom == "iphone"
    }
}
