import Foundation

/// One report of a drag over a drop target (`.onDrop`, `.dropDestination`):
/// it came in, moved, left, or was dropped, where, and what it carries.
public struct DropSample: Hashable, Sendable, CustomStringConvertible {
    /// How far the drag got over the target.
    public enum Phase: String, Hashable, Sendable {
        /// The drag came over the target.
        case entered
        /// The drag moved over the target.
        case updated
        /// The drag left the target without dropping.
        case exited
        /// The drag was dropped on the target.
        case performed
    }

    /// What the drag carries.
    public enum Payload: Hashable, Sendable {
        /// The item providers of a drag that began on a view of the same
        /// window (`.onDrag`, `.draggable`), held by the window.
        case window
        /// A drag from elsewhere (another tab, another app, the desktop).
        /// While it moves, the page knows only its kinds; a drop brings the
        /// text, the URLs and the files (uploaded, as the server's copies).
        case outside(OutsideDrag)
    }

    /// The phase.
    public var phase: Phase
    /// Where the pointer is, in the target.
    public var location: PointerLocation
    /// What the drag carries.
    public var payload: Payload

    /// A report of `phase` at `location`.
    public init(phase: Phase, location: PointerLocation, payload: Payload) {
        self.phase = phase
        self.location = location
        self.payload = payload
    }

    /// `entered at x: 12.0, y: 30.0 (window)`.
    public var description: String {
        switch payload {
        case .window: "\(phase.rawValue) at \(location) (window)"
        case .outside(let drag): "\(phase.rawValue) at \(location) (\(drag))"
        }
    }
}

/// What a drag from outside the window carries.
public struct OutsideDrag: Hashable, Sendable, CustomStringConvertible {
    /// Whether it carries files.
    public var hasFiles: Bool
    /// Whether it carries text.
    public var hasText: Bool
    /// Whether it carries URLs.
    public var hasURLs: Bool
    /// The text (once dropped).
    public var text: String?
    /// The URLs (once dropped).
    public var urls: [URL]
    /// The files, as the server's copies (once dropped).
    public var files: [URL]

    /// A drag of these kinds, with what a drop brought.
    public init(hasFiles: Bool, hasText: Bool, hasURLs: Bool, text: String? = nil, urls: [URL] = [], files: [URL] = []) {
        self.hasFiles = hasFiles
        self.hasText = hasText
        self.hasURLs = hasURLs
        self.text = text
        self.urls = urls
        self.files = files
    }

    /// `files(2) text`.
    public var description: String {
        [hasFiles ? "files(\(files.count))" : nil, hasText ? "text" : nil, hasURLs ? "urls(\(urls.count))" : nil]
            .compactMap { $0 }.joined(separator: " ")
    }
}
