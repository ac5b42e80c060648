import Foundation

/// Notices when files change under some folders, by comparing each file's
/// modification time and size with the last look (a poll: no platform
/// notification API, and the same on every system).
///
/// Hidden files and folders (`.build`, `.git`, `.swiftpm`) and Markdown
/// files are skipped; symbolic links to folders are followed.
struct SourceWatcher {
    /// The files and folders watched.
    let roots: [String]
    private var snapshot: [String: FileStamp] = [:]

    private struct FileStamp: Equatable {
        let modified: Date
        let size: Int
    }

    /// A watcher of `roots`, which takes its first look now.
    init(roots: [String]) {
        self.roots = roots
        snapshot = Self.look(at: roots)
    }

    /// The files added, changed or removed since the last call (or since the watcher was made).
    mutating func changes() -> [String] {
        let current = Self.look(at: roots)
        defer { snapshot = current }
        guard current != snapshot else { return [] }
        var changed = current.filter { snapshot[$0.key] != $0.value }.map(\.key)
        changed += snapshot.keys.filter { current[$0] == nil }
        return changed.sorted()
    }

    private static func look(at roots: [String]) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for root in roots { visit(root, into: &stamps, depth: 0) }
        return stamps
    }

    private static func visit(_ path: String, into stamps: inout [String: FileStamp], depth: Int) {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard depth < 32, manager.fileExists(atPath: path, isDirectory: &isFolder) else { return }
        if isFolder.boolValue {
            guard let names = try? manager.contentsOfDirectory(atPath: path) else { return }
            for name in names where !name.hasPrefix(".") {
                visit(path + "/" + name, into: &stamps, depth: depth + 1)
            }
        } else if !path.hasSuffix(".md"), let attributes = try? manager.attributesOfItem(atPath: path) {
            stamps[path] = FileStamp(
                modified: attributes[.modificationDate] as? Date ?? .distantPast,
                size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
        }
    }
}
