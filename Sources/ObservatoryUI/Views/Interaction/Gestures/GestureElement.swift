import Foundation

/// The element a gesture modifier wraps its content in (role `gesture`):
/// it tells the page what to recognise, and turns the page's reports into
/// the gesture's callbacks.
struct GestureElement<Content: View>: ElementView {
    let content: Content
    let recognizer: _GestureRecognizer
    let priority: GesturePriority
    /// Whether this gesture itself is on (its mask includes `.gesture`).
    let isIncluded: Bool
    /// How many elements down the innermost element of this gesture's
    /// composition is (0 for a gesture of its own): it keeps the
    /// composition's memory.
    var memoryDepth = 0

    static var role: ElementRole { .gesture }
    static var isInteractive: Bool { true }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        guard isIncluded && environment.areGesturesEnabled else { return [:] }
        var attributes = recognizer.attributes
        if priority != .normal { attributes["priority"] = priority.rawValue }
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues, element: Element) -> Bool {
        guard isIncluded && environment.areGesturesEnabled else { return false }
        var innermost = element
        for _ in 0..<memoryDepth {
            guard let child = innermost.children.first, child.role == .gesture else { break }
            innermost = child
        }
        return GestureMemory.$current.withValue(innermost.gestureMemory) { recognizer.handle(event) }
    }
}

/// How a gesture competes with the gestures of the views it contains.
enum GesturePriority: String {
    /// The innermost view's gesture wins (`.gesture`).
    case normal
    /// It runs as well as the one that wins (`.simultaneousGesture`).
    case simultaneous
    /// It wins over the gestures of the views it contains (`.highPriorityGesture`).
    case high
}

/// How a gesture of a composition competes with the one it wraps.
enum GestureRelation {
    /// Both run (`simultaneously(with:)`).
    case simultaneous
    /// The wrapped one has precedence (`exclusively(before:)`): the wrapper
    /// competes as a view's gesture does with those of views inside it.
    case exclusive
}

/// Which gestures of a view and its subviews are on.
public struct GestureMask: OptionSet, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt32

    /// Creates a mask from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// No gesture.
    public static let none: GestureMask = []
    /// The gesture being attached.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// The gestures of the views it is attached to.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

private struct GesturesEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether gestures in this subtree are on (a mask without `.subviews` turns them off).
    var areGesturesEnabled: Bool {
        get { self[GesturesEnabledKey.self] }
        set { self[GesturesEnabledKey.self] = newValue }
    }
}

extension View {
    /// Wraps this view in the element that recognises `recognizer` (and,
    /// for a composed gesture, in one element per gesture it is made of).
    @ViewBuilder
    func recognizing(_ recognizer: _GestureRecognizer, priority: GesturePriority, mask: GestureMask = .all) -> some View {
        let subviews = mask.contains(.subviews)
        let content = modifier(EnvironmentWriter(value: subviews) { if !subviews { $0.areGesturesEnabled = false } })
        let inner = GestureElement(content: content, recognizer: recognizer, priority: priority, isIncluded: mask.contains(.gesture))
        if recognizer.outer.isEmpty {
            inner
        } else {
            recognizer.outer.enumerated().reduce(AnyView(inner)) { wrapped, part in
                AnyView(GestureElement(
                    content: wrapped, recognizer: part.element.recognizer,
                    priority: part.element.relation == .simultaneous ? .simultaneous : priority,
                    isIncluded: mask.contains(.gesture), memoryDepth: part.offset + 1))
            }
        }
    }

    /// Attaches `gesture`; the gestures of views inside take precedence over it.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        recognizing(gesture._recognizer(_GestureCallbacks()), priority: .normal, mask: mask)
    }

    /// Attaches `gesture` so that it runs together with the gestures of views inside.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        recognizing(gesture._recognizer(_GestureCallbacks()), priority: .simultaneous, mask: mask)
    }

    /// Attaches `gesture` so that it takes precedence over the gestures of views inside.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        recognizing(gesture._recognizer(_GestureCallbacks()), priority: .high, mask: mask)
    }

    /// Runs `action` when the view is tapped `count` times in a row.
    ///
    /// With `.onTapGesture(count: 2)` inside `.onTapGesture`, the page waits
    /// for a second click before it runs the single tap's action.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// Runs `action` with the tap's location when the view is tapped `count` times.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping @MainActor (CGPoint) -> Void
    ) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` when the pointer stays down on the view for
    /// `minimumDuration` seconds without moving more than `maximumDistance`;
    /// `onPressingChanged` hears when the press starts and stops.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        var callbacks = _GestureCallbacks<Bool>()
        if let onPressingChanged {
            callbacks.changed.append { onPressingChanged($0) }
            callbacks.finished.append { onPressingChanged(false) }
        }
        callbacks.ended.append { _ in action() }
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        return recognizing(press._recognizer(callbacks), priority: .normal)
    }

    /// Runs `action` after a long press; `pressing` hears when the press
    /// starts and stops (the older spelling of ``onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``,
    /// which a lone trailing closure chooses, as in SwiftUI).
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10, pressing: (@MainActor (Bool) -> Void)? = nil,
        perform action: @escaping @MainActor () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }

    /// Runs `action` with `true` when the pointer enters the view and
    /// `false` when it leaves.
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        let recognizer = _GestureRecognizer(kind: .hover) { event in
            guard case .hover(let isInside) = event else { return false }
            action(isInside)
            return true
        }
        return recognizing(recognizer, priority: .simultaneous)
    }
}
