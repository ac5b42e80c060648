import Foundation

/// Keeps a store file that could not be opened beside the original, under a
/// timestamped name, with its `-wal` and `-shm` companions, so that the app
/// can start afresh without losing it. Files are renamed, never rewritten.
enum StoreQuarantine {
    /// Moves `file` (and its companions) aside and returns where it went.
    static func moveAside(_ file: URL, at date: Date = .now) throws -> URL {
        let folder = file.deletingLastPathComponent()
        let stem = file.deletingPathExtension().lastPathComponent
        let fileExtension = file.pathExtension
        let formatter = ISO8601DateFormatter()
        let stamp = formatter.string(from: date).replacingOccurrences(of: ":", with: "-")
        var attempt = 1
        while true {
            let suffix = attempt == 1 ? "" : "-\(attempt)"
            var name = "\(stem).corrupt-\(stamp)\(suffix)"
            if !fileExtension.isEmpty { name += ".\(fileExtension)" }
            let destination = folder.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: destination.path) {
                try FileManager.default.moveItem(at: file, to: destination)
                for companion in ["-wal", "-shm"] {
                    let source = URL(fileURLWithPath: file.path + companion)
                    if FileManager.default.fileExists(atPath: source.path) {
                        try FileManager.default.moveItem(at: source, to: URL(fileURLWithPath: destination.path + companion))
                    }
                }
                return destination
            }
            attempt += 1
        }
    }
}
