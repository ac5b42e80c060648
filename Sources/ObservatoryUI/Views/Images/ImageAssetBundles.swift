import Foundation
import Synchronization

/// The bundles that `Image(_:bundle:)` named, where renderers look for
/// image files besides the running executable's own resource bundles.
public enum ImageAssetBundles {
    private static let registered = Mutex<[URL]>([])

    /// Adds `bundle` to the places images are looked up.
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
