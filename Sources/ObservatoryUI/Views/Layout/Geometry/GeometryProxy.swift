import Foundation

/// A coordinate space that ``GeometryProxy/frame(in:)`` can report in.
public enum CoordinateSpace: Hashable {
    /// The window's: the page's top-left corner is the origin.
    case global
    /// The reader's own: its top-left corner is the origin.
    case local
    /// A space named with `.coordinateSpace(name:)`.
    ///
    /// The browser measures readers in page coordinates only, so a named
    /// space reports the global frame (docs/ui.md, "Layout").
    case named(AnyHashable)
}

/// The size and position of a ``GeometryReader``, as the browser measured it.
public struct GeometryProxy: Sendable {
    /// The reader's frame in the window.
    let globalFrame: CGRect

    /// The space the reader takes.
    public var size: CGSize { globalFrame.size }

    /// The insets of the safe area at the reader's edges (zero: a browser
    /// page's content starts inside it).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `space`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: globalFrame.size)
        case .global, .named: return globalFrame
        }
    }

    /// Creates a proxy for a reader measured at `frame` in the window (tests, previews).
    public init(frame: CGRect) {
        globalFrame = frame
    }
}

/// The frame a reader was last measured at: observable, so that a new
/// measurement re-runs the reader's content and nothing else.
@Observable
final class MeasuredFrame {
    var frame = CGRect.zero
}

extension View {
    /// Names this view's coordinate space for ``GeometryProxy/frame(in:)``.
    /// The browser measures in page coordinates: frames in a named space are
    /// reported in the global space (docs/ui.md).
    public func coordinateSpace(name: some Hashable) -> some View {
        self
    }
}
