import Foundation

/// Where a scroll view's content is: its offset, its size, the scroll
/// view's size and what of the content shows.
public struct ScrollGeometry: Equatable, Sendable {
    /// The content's offset: how far it is scrolled.
    public var contentOffset: CGPoint
    /// The content's size.
    public var contentSize: CGSize
    /// The insets of the content (a page reports none).
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize

    /// A geometry of these measures.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// What of the content shows, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds: the visible rectangle.
    public var bounds: CGRect { visibleRect }

    init(_ sample: ScrollSample) {
        self.init(
            contentOffset: CGPoint(x: sample.offsetX, y: sample.offsetY),
            contentSize: CGSize(width: sample.contentWidth, height: sample.contentHeight),
            contentInsets: EdgeInsets(), containerSize: CGSize(width: sample.width, height: sample.height))
    }
}

/// Whether a scroll view is scrolling, and how.
public enum ScrollPhase: Hashable, Sendable {
    /// At rest.
    case idle
    /// The person's finger is down, not yet moving it.
    case tracking
    /// The person is moving the content.
    case interacting
    /// The content moves on after the person let go.
    case decelerating
    /// The content moves by itself (`scrollTo`).
    case animating

    /// Whether the content is moving.
    public var isScrolling: Bool { self != .idle }
}

/// What `.onScrollPhaseChange` also tells: the geometry when the phase changed.
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry.
    public var geometry: ScrollGeometry
    /// The scroll's speed, when known (a page does not report it).
    public var velocity: CGVector?
}

/// The actions that watch the scroll views inside a view: each is told of
/// every scroll sample the page sends.
struct ScrollObservers {
    var actions: [@MainActor (ScrollSample) -> Void] = []
    /// Whether a watcher needs the elements at the leading edge (`.scrollPosition(id:)`).
    var needsLeadingElements = false
    var isEmpty: Bool { actions.isEmpty }
}

private struct ScrollObserversKey: EnvironmentKey {
    static var defaultValue: ScrollObservers { ScrollObservers() }
}

extension EnvironmentValues {
    /// The scroll watchers of the scroll views in this view.
    var scrollObservers: ScrollObservers {
        get { self[ScrollObserversKey.self] }
        set { self[ScrollObserversKey.self] = newValue }
    }
}

/// The last value a scroll watcher saw, kept by the watching view's node.
@MainActor
final class ScrollWatchState<Value> {
    var last: Value?
}

/// `.onScrollGeometryChange`: the scroll views inside report each sample;
/// the action runs when the derived value changes.
struct ScrollGeometryWatcher<Content: View, Value: Equatable>: View {
    let content: Content
    let transform: @MainActor (ScrollGeometry) -> Value
    let action: @MainActor (Value, Value) -> Void
    @State private var state = ScrollWatchState<Value>()

    var body: some View {
        let (state, transform, action) = (self.state, transform, action)
        return content.modifier(EnvironmentWriter(value: ObjectIdentifier(state)) { environment in
            environment.scrollObservers.actions.append { sample in
                let geometry = ScrollGeometry(sample)
                let value = transform(geometry)
                // Before the first report the content was where a scroll view starts: at its origin.
                var start = geometry
                start.contentOffset = .zero
                let old = state.last ?? transform(start)
                state.last = value
                if old != value { action(old, value) }
            }
        })
    }
}

/// `.onScrollPhaseChange`: the action runs when a scroll view inside starts or stops moving.
struct ScrollPhaseWatcher<Content: View>: View {
    let content: Content
    let action: @MainActor (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    @State private var state = ScrollWatchState<ScrollPhase>()

    var body: some View {
        let (state, action) = (self.state, action)
        return content.modifier(EnvironmentWriter(value: ObjectIdentifier(state)) { environment in
            environment.scrollObservers.actions.append { sample in
                let phase: ScrollPhase = sample.isScrolling ? .interacting : .idle
                let old = state.last ?? .idle
                state.last = phase
                if old != phase {
                    action(old, phase, ScrollPhaseChangeContext(geometry: ScrollGeometry(sample), velocity: nil))
                }
            }
        })
    }
}

extension View {
    /// Runs `action(old, new)` when the value `transform` derives from the
    /// geometry of a scroll view inside this view changes as it scrolls.
    ///
    /// ```swift
    /// ScrollView { … }
    ///     .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 40 } action: { _, scrolled in
    ///         showsTitle = scrolled
    ///     }
    /// ```
    ///
    /// The page reports a scroll view's geometry up to ten times a second
    /// while it scrolls, and once when it stops.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping @MainActor (ScrollGeometry) -> T,
        action: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        ScrollGeometryWatcher(content: self, transform: transform, action: action)
    }

    /// Runs `action(old, new)` when a scroll view inside this view starts
    /// (`.interacting`) or stops (`.idle`) scrolling. A page tells a person's
    /// scrolling from none; it reports no tracking or deceleration phase.
    public func onScrollPhaseChange(
        _ action: @escaping @MainActor (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
    ) -> some View {
        ScrollPhaseWatcher(content: self) { old, new, _ in action(old, new) }
    }

    /// Runs `action(old, new, context)` when a scroll view inside this view
    /// starts or stops scrolling; the context has its geometry.
    public func onScrollPhaseChange(
        _ action: @escaping @MainActor (
            _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
        ) -> Void
    ) -> some View {
        ScrollPhaseWatcher(content: self, action: action)
    }
}
