import Foundation

/// An asset catalog written to a temporary folder for a test, removed when
/// the test ends.
final class CatalogFixture {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("catalog-\(UUID().uuidString)")
            .appendingPathComponent("Assets.xcassets")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try write("Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
    }

    deinit {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }

    /// Writes `text` at `path` inside the catalog, making its folders.
    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// A colour set's `Contents.json` from entries written as JSON.
    func colorSet(_ name: String, _ entries: String...) throws {
        try write("\(name).colorset/Contents.json", #"{"colors":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#)
    }

    static func srgb(_ red: String, _ green: String, _ blue: String, alpha: String = "1.000", dark: Bool = false) -> String {
        let appearance = dark ? #""appearances":[{"appearance":"luminosity","value":"dark"}],"# : ""
        return #"{\#(appearance)"color":{"color-space":"srgb","components":{"alpha":"\#(alpha)","blue":"\#(blue)","green":"\#(green)","red":"\#(red)"}},"idiom":"universal"}"#
    }
}
