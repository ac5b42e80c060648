@testable import ObservatoryWeb

/// A window the server can serve without the renderer: a fixed first paint,
/// an echo for each message, and a record of what the server asked of it.
@MainActor
final class FakeWindow: WindowSession {
    var developmentLoop = false
    let id: String
    let token: String
    var send: (@MainActor (String) -> Void)?
    private(set) var received: [String] = []
    private(set) var resumedFrom: [Int] = []
    private(set) var isClosed = false
    /// When the window was made, and when it was closed.
    let openedAt = ContinuousClock.now
    private(set) var closedAt: ContinuousClock.Instant?
    /// The files a test uploads to it.
    lazy var uploads = UploadStore(window: id)
    /// What a test sets for downloads.
    var exports: [ExportedFile] = []

    func exportedFile(target: Int, index: Int) -> ExportedFile? {
        exports.indices.contains(index) ? exports[index] : nil
    }

    /// The first paint: text that must reach the page as is.
    nonisolated static let firstPaint = #"<main><h1>Habits</h1><p>Read &amp; write</p></main>"#

    init(id: String, token: String) {
        self.id = id
        self.token = token
    }

    func renderHTML() -> String { Self.firstPaint }

    /// Answers `{"type":"echo","text":<message>}`; the message `bad` breaks the protocol.
    func receive(_ text: String) throws(WebProtocolError) -> [String] {
        received.append(text)
        if text == "bad" { throw WebProtocolError(reason: "test violation") }
        return [#"{"type":"echo","text":"\#(text)"}"#]
    }

    func resume(lastSequence: Int) -> [String] {
        resumedFrom.append(lastSequence)
        return [#"{"type":"resumed","s":\#(lastSequence)}"#]
    }

    func close() {
        isClosed = true
        closedAt = .now
    }
}

/// Makes fake windows and keeps them, in order of creation.
@MainActor
final class FakeWindows {
    private(set) var all: [FakeWindow] = []

    var factory: WindowRegistry.Factory {
        { [self] id, token in
            let window = FakeWindow(id: id, token: token)
            all.append(window)
            return window
        }
    }
}
