/// How an app is served: the address, and how long a disconnected window is kept.
///
/// Usually made by ``WebOptions/configuration(environment:)`` from the command
/// line and the environment; create one directly to serve from code.
public struct WebConfiguration: Sendable, Equatable {
    /// The address to listen on. Default `127.0.0.1`: only this machine.
    public var host: String
    /// The TCP port. Default 8080; 0 asks the system for a free port.
    public var port: Int
    /// How long a window whose tab disconnected (or never connected) is kept
    /// before it is closed. Default 5 minutes.
    public var gracePeriod: Duration
    /// Inspect mode (`--inspect`, `OBSERVATORY_INSPECT=1`): the page loads
    /// the inspector, and every patch carries why its update ran (mutations,
    /// bodies with counts and durations, patch bytes). Default off, which
    /// costs nothing.
    public var inspect: Bool
    /// Previews mode (`--previews`): serve the program's `#Preview`s, each in
    /// a window of its own, instead of the app. Default off.
    public var previews: Bool
    /// The largest WebSocket message (and frame) a tab may send, in bytes.
    /// A larger one closes that socket. Default 64 KiB.
    public var maxMessageSize: Int
    /// The largest file a tab may send for `.fileImporter`, in bytes; a
    /// larger one fails the import. Default 20 MiB.
    public var maxUploadSize: Int
    /// This process's name in a cluster of processes behind one proxy
    /// (`--process-name`, `OBSERVATORY_PROCESS_NAME`), or nil when it serves
    /// alone. Every window id starts with it (`p2-…`), so a proxy can send a
    /// window's socket to the process that holds the window, and every
    /// response names it in ``processHeader``. Letters, digits and `_`, at
    /// most 16. Default nil.
    public var processName: String?
    /// The development loop (`OBSERVATORY_DEV=1`, which `observatory dev`
    /// sets): each tab keeps its window's whole state (the views' `@State`,
    /// the screens pushed) and brings it back after a restart, tabs reconnect
    /// at once, and the build's progress and errors, read as JSON lines from
    /// standard input, show in every tab. Default off: a tab then keeps only
    /// its `@SceneStorage`, as SwiftUI restores.
    public var developmentLoop = false

    /// The response header that names the serving process, when ``processName`` is set.
    public static let processHeader = "X-Observatory-Process"

    /// The default host, `127.0.0.1`.
    public static let defaultHost = "127.0.0.1"
    /// The default port, 8080.
    public static let defaultPort = 8080
    /// The default grace period, 5 minutes.
    public static let defaultGracePeriod = Duration.seconds(300)
    /// The default message size limit, 64 KiB.
    public static let defaultMaxMessageSize = 64 * 1024
    /// The default upload size limit, 20 MiB.
    public static let defaultMaxUploadSize = 20 * 1024 * 1024

    /// Creates a configuration; every parameter has the documented default.
    public init(
        host: String = WebConfiguration.defaultHost,
        port: Int = WebConfiguration.defaultPort,
        gracePeriod: Duration = WebConfiguration.defaultGracePeriod,
        inspect: Bool = false,
        previews: Bool = false,
        maxMessageSize: Int = WebConfiguration.defaultMaxMessageSize,
        maxUploadSize: Int = WebConfiguration.defaultMaxUploadSize,
        processName: String? = nil
    ) {
        self.maxUploadSize = maxUploadSize
        self.previews = previews
        self.host = host
        self.port = port
        self.gracePeriod = gracePeriod
        self.inspect = inspect
        self.maxMessageSize = maxMessageSize
        self.processName = processName
    }

    /// Whether `name` can name a process: 1 to 16 ASCII letters, digits or `_`
    /// (a window id is the name, `-`, and a random part).
    public static func isValidProcessName(_ name: String) -> Bool {
        let utf8 = name.utf8
        return (1...16).contains(utf8.count) && utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                true
            default:
                false
            }
        }
    }
}
