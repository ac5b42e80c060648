// A view file needs only `import ObservatoryUI`, as it needs only
// `import SwiftUI` on Apple's platforms.
@_exported import Observatory
// SwiftUI re-exports Foundation: the articles' view files use `UUID`,
// `IndexSet`, `Date` and `JSONEncoder` with `import SwiftUI` alone.
@_exported import Foundation
// Foundation re-exports Combine's `ObservableObject` and `Published` on
// Apple's platforms; here they come from OpenCombine, with the rest of it
// (`AnyCancellable`, `sink`, `$property` publishers).
@_exported import OpenCombine
// And Foundation's publishers (`NotificationCenter.default.publisher(for:)`,
// `Timer.publish`), which Combine adds to Foundation there.
@_exported import OpenCombineFoundation

extension NotificationCenter {
    /// The publisher of `publisher(for:object:)`, under the name Combine gives it.
    public typealias Publisher = OCombine.Publisher
}
// On Linux, URLSession and URLRequest live in FoundationNetworking; a view
// file that loads data compiles with `import ObservatoryUI` alone, as it does
// with `import SwiftUI`.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// SwiftUI re-exports Core Graphics (`CGVector`, `CGAffineTransform`); on Linux
// the package's own CoreGraphics module provides them, and a file that says
// `import CoreGraphics` compiles unchanged.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
// `UTType`, which `.fileImporter(allowedContentTypes:)` takes; on Linux the
// package's own UniformTypeIdentifiers module provides it, and a file that
// says `import UniformTypeIdentifiers` compiles unchanged.
#if canImport(UniformTypeIdentifiers)
@_exported import UniformTypeIdentifiers
#endif
