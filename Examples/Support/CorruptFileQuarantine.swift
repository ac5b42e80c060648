import Foundation

/// Keeps a data file that could not be read beside the original, under a
/// timestamped name, so that the app can start afresh without losing it.
///
/// `habits.json` becomes `habits.corrupt-2026-11-21T11-50-07Z.json`; a second
/// one in the same second gets `-2`, `-3`, … The file is renamed, never
/// copied or rewritten, so its bytes stay exactly as they were.
public enum CorruptFileQuarantine {
    /// Moves `file` aside and returns where it went.
    ///
    /// - Throws: the rename's error; the file is then where it was.
    public static func moveAside(_ file: URL, at date: Date = .now) throws -> URL {
        let folder = file.deletingLastPathComponent()
        let fileExtension = file.pathExtension
        let stem = file.deletingPathExtension().lastPathComponent
        let stamp = timestamp(date)
        for attempt in 1... {
            let suffix = attempt == 1 ? "" : "-\(attempt)"
            var name = "\(stem).corrupt-\(stamp)\(suffix)"
            if !fileExtension.isEmpty { name += ".\(fileExtension)" }
            let destination = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: destination.path) { continue }
            try FileManager.default.moveItem(at: file, to: destination)
            return destination
        }
        fatalError("unreachable: the sequence 1... does not end")
    }

    /// `2026-11-21T11-50-07Z`: ISO 8601 in UTC, with `-` for `:` so that the
    /// name is valid on every file system.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour))-\(two(parts.minute))-\(two(parts.second))Z"
    }
}
