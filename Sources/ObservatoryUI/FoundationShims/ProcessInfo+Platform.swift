import Foundation

extension ProcessInfo {
    /// Whether this is an iOS app running on a Mac: never, on a server.
    public var isiOSAppOnMac: Bool { false }

    /// Whether this is a Mac Catalyst app: never, on a server.
    public var isMacCatalystApp: Bool { false }
}
