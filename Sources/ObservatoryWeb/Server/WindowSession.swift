/// What the server needs from a window: the contract of ``WebWindow``.
///
/// The server holds windows through this protocol so that its tests can
/// serve a stand-in; in an app every window is a ``WebWindow``.
@MainActor
protocol WindowSession: AnyObject {
    /// Public identity, put in the page and the socket URL.
    var id: String { get }
    /// Secret the socket must present.
    var token: String { get }
    /// Pushes one text frame to the connected tab; nil while disconnected.
    var send: (@MainActor (String) -> Void)? { get set }
    /// Whether the development loop serves the window (``WebConfiguration/developmentLoop``).
    var developmentLoop: Bool { get set }
    /// The first paint.
    func renderHTML() -> String
    /// Handles one message; returns the frames answering it.
    func receive(_ text: String) throws(WebProtocolError) -> [String]
    /// The frames that bring a tab that applied `lastSequence` up to date.
    func resume(lastSequence: Int) -> [String]
    /// Ends the window.
    func close()
    /// The files the tab sent for `.fileImporter`.
    var uploads: UploadStore { get }
    /// File `index` of the `.fileExporter` element `target`, for the tab to save.
    func exportedFile(target: Int, index: Int) -> ExportedFile?
}

extension WebWindow: WindowSession {}
