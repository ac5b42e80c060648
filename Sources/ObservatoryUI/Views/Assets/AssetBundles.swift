import Foundation
import Synchronization

/// The bundles that `Image(_:bundle:)`, `Color(_:bundle:)` and the asset
/// resources named, where renderers look for image files and colour sets
/// besides the running executable's own resource bundles.
public enum AssetBundles {
    private static let registered = SanitizedMutex<[URL]>([])

    /// Adds `bundle` to the places assets are looked up.
    public static func register(_ bundle: Bundle) {
        let url = bundle.bundleURL.standardizedFileURL
        registered.withLock { urls in
            if !urls.contains(url) { urls.append(url) }
        }
    }

    /// The registered bundles' directories, in the order they were named.
    public static var directories: [URL] {
        registered.withLock { $0 }
    }
}
