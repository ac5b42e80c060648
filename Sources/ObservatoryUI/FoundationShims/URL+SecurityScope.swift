import Foundation

#if !canImport(Darwin)
extension URL {
    /// Whether the app may read the file: always, on a server. Apps call it
    /// around a file that `.fileImporter` gave them, as iOS sandboxes them.
    public func startAccessingSecurityScopedResource() -> Bool { true }

    /// Ends access begun with ``startAccessingSecurityScopedResource()`` (nothing to end here).
    public func stopAccessingSecurityScopedResource() {}
}
#endif
