import Foundation

/// An image set of an asset catalog: the file shown in light mode and, when
/// the set has one, the file for dark mode.
public struct ImageSetContents: Sendable, Equatable {
    /// The set's name: its folder's name without `.imageset`.
    public let name: String
    /// The file shown in light mode (or in any mode without a dark one).
    public let light: URL?
    /// The file shown in dark mode, when the set has one.
    public let dark: URL?
    /// The scale of ``light`` (2 for an `@2x` file): its size in points is
    /// its size in pixels divided by the scale, as on iOS.
    public let lightScale: Int
    /// The scale of ``dark``.
    public let darkScale: Int

    /// Reads a set's `Contents.json`: of the universal (or iPhone) entries
    /// with a file, the sharpest scale a page shows (2x, then 3x, then 1x
    /// or a single scale) for each luminosity appearance. A set whose
    /// `Contents.json` names no file shows the image file in its folder
    /// (the sharpest by its `@2x`/`@3x` suffix).
    init(name: String, folder: URL, json: [String: Any]) {
        self.name = name
        var best: [AssetAppearance: (rank: Int, file: URL, scale: Int)] = [:]
        for entry in json["images"] as? [[String: Any]] ?? [] where AssetAppearance.isShown(idiom: entry["idiom"]) {
            guard let filename = entry["filename"] as? String, !filename.contains("/"),
                  let appearance = AssetAppearance(entry: entry) else { continue }
            let (rank, scale) = switch entry["scale"] as? String {
            case "2x": (0, 2)
            case "3x": (1, 3)
            default: (2, 1)
            }
            if rank < best[appearance]?.rank ?? .max {
                best[appearance] = (rank, folder.appendingPathComponent(filename), scale)
            }
        }
        if best.isEmpty, let file = Self.sharpestImageFile(in: folder) { best[.light] = (0, file, Self.scale(of: file)) }
        let shown = best[.light] ?? best[.dark]
        light = shown?.file
        lightScale = shown?.scale ?? 1
        dark = best[.dark]?.file
        darkScale = best[.dark]?.scale ?? 1
    }

    /// The scale an image file's name gives (`name@2x.png`: 2), 1 without one.
    public static func scale(of file: URL) -> Int {
        let base = file.deletingPathExtension().lastPathComponent
        return base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
    }

    /// The file extensions of images a page shows.
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg"]

    private static func sharpestImageFile(in folder: URL) -> URL? {
        let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { imageExtensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        func rank(_ file: URL) -> Int {
            let base = file.deletingPathExtension().lastPathComponent
            return base.hasSuffix("@2x") ? 0 : base.hasSuffix("@3x") ? 1 : 2
        }
        return files.min { rank($0) < rank($1) }
    }
}
