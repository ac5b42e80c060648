import Foundation

/// The files a window's tab sent for `.fileImporter`: each in a folder of
/// its own under the window's upload folder, named as the person's file was
/// (its name made safe), and known by a random id that the tab's
/// `fileImport` event names.
///
/// The files are the app's to read, move or delete; the folder goes when
/// the window closes. A window holds at most ``maximumFiles`` uploads.
@MainActor
final class UploadStore {
    /// Where this window's uploads are written.
    let folder: URL
    private var files: [String: URL] = [:]

    /// The most uploads a window keeps.
    static let maximumFiles = 64
    /// The scheme of the placeholder URLs a `fileImport` event carries
    /// (`observatory-upload:<id>`), until the window puts the files in their place.
    nonisolated static let placeholderScheme = "observatory-upload"

    init(window: String) {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("observatory-uploads", isDirectory: true)
            .appendingPathComponent(window, isDirectory: true)
    }

    /// Where a new upload named `name` goes: a fresh folder for it, and its
    /// id. Nil when the window holds its most files already.
    func reserve(named name: String) -> (id: String, file: URL)? {
        guard files.count < Self.maximumFiles else { return nil }
        let id = UUID().uuidString.lowercased()
        return (id, folder.appendingPathComponent(id, isDirectory: true).appendingPathComponent(Self.safeName(name)))
    }

    /// Records the upload `id`, written to `file`.
    func add(id: String, file: URL) {
        files[id] = file
    }

    /// The file of upload `id`.
    func file(for id: String) -> URL? { files[id] }

    /// The files of a `fileImport` event's placeholder URLs; throws for an
    /// id this window does not hold.
    func resolve(_ outcome: FilePickerOutcome) throws(WebProtocolError) -> FilePickerOutcome {
        guard case .files(let placeholders) = outcome else { return outcome }
        var urls: [URL] = []
        for placeholder in placeholders {
            guard placeholder.scheme == Self.placeholderScheme, let file = files[String(placeholder.absoluteString.dropFirst(Self.placeholderScheme.count + 1))] else {
                throw WebProtocolError(reason: "the event names an upload this window does not hold")
            }
            urls.append(file)
        }
        return .files(urls)
    }

    /// Deletes every upload (the window closed).
    func removeAll() {
        files = [:]
        try? FileManager.default.removeItem(at: folder)
    }

    /// `name` as a file name: its last path component, without control
    /// characters, at most 120 bytes; "file" when nothing is left.
    nonisolated static func safeName(_ name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        var safe = String(last.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        while safe.utf8.count > 120 { safe.removeFirst() }
        if safe.isEmpty || safe == "." || safe == ".." { return "file" }
        return safe.hasPrefix(".") ? "file" + safe : safe
    }
}
