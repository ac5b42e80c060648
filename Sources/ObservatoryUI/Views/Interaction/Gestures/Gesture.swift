/// An input a view recognises: a tap, a long press, a drag. Attach one with
/// `.gesture(_:)`; react with `onChanged`, `onEnded` and `updating`.
///
/// ```swift
/// @GestureState private var drag = CGSize.zero
///
/// Circle()
///     .offset(drag)
///     .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
/// ```
///
/// A custom gesture returns a composition of the built-in ones from ``body``.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of; `Never` for the built-in ones.
    associatedtype Body: Gesture

    /// The gesture this one is made of.
    var body: Body { get }

    /// The recognizer that delivers this gesture's values to `callbacks`.
    /// The built-in gestures implement it; a custom gesture's comes from its body.
    func _recognizer(_ callbacks: _GestureCallbacks<Value>) -> _GestureRecognizer
}

extension Never: Gesture {
    /// `Never` reports nothing.
    public typealias Value = Never

    /// A gesture that never happens.
    public func _recognizer(_ callbacks: _GestureCallbacks<Never>) -> _GestureRecognizer {
        _GestureRecognizer(kind: .none) { _ in false }
    }
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body: the runtime recognises them itself.
    public var body: Never { fatalError("Observatory: \(Self.self) is a built-in gesture and has no body") }
}

extension Gesture where Value == Body.Value {
    /// A custom gesture is recognised as its body is. (This default is also
    /// what lets Swift infer a custom gesture's `Value` from its body.)
    public func _recognizer(_ callbacks: _GestureCallbacks<Value>) -> _GestureRecognizer {
        body._recognizer(callbacks)
    }
}

/// What a gesture's modifiers asked to hear: the actions run, in order, as
/// the gesture changes, when it ends, and when it finishes either way.
public struct _GestureCallbacks<Value> {
    /// Run with each new value while the gesture is under way.
    var changed: [@MainActor (Value) -> Void] = []
    /// Run with the final value when the gesture succeeds.
    var ended: [@MainActor (Value) -> Void] = []
    /// Run when the gesture ends or is cancelled (``GestureState`` resets).
    var finished: [@MainActor () -> Void] = []

    init() {}

    @MainActor func change(_ value: Value) { for action in changed { action(value) } }
    @MainActor func end(_ value: Value) { for action in ended { action(value) } }
    @MainActor func finish() { for action in finished { action() } }

    /// Reports `value`: a change, or, for the last report, the end and the finish.
    @MainActor func report(_ value: Value, isEnded: Bool) {
        if isEnded {
            end(value)
            finish()
        } else {
            change(value)
        }
    }

    /// The callbacks for a gesture whose values this gesture derives with `transform`.
    func mapped<Base>(_ transform: @escaping @MainActor (Base) -> Value) -> _GestureCallbacks<Base> {
        var base = _GestureCallbacks<Base>()
        let changed = self.changed, ended = self.ended
        base.changed = [{ value in let mapped = transform(value); for action in changed { action(mapped) } }]
        base.ended = [{ value in let mapped = transform(value); for action in ended { action(mapped) } }]
        base.finished = finished
        return base
    }
}

/// What the page must recognise for a gesture, and how its reports become
/// the gesture's values.
public struct _GestureRecognizer {
    /// The input the page watches for.
    enum Kind: Equatable {
        case none
        case tap(count: Int)
        case longPress(minimumDuration: Double, maximumDistance: Double)
        case drag(minimumDistance: Double)
        /// A pinch whose scale changed by at least the delta.
        case magnify(minimumScaleDelta: Double)
        case hover
        /// The pointer's location while it is over the view (`.onContinuousHover`).
        case continuousHover
        /// Keys pressed while the focus is in the view (`.onKeyPress`): the
        /// keys' page names (nil for any key) and the phases wanted.
        case keyPress(keys: [String]?, phases: String)
        /// Whether the pointer is down on the view (a custom button style's
        /// `isPressed`), reported as a long press's `began` and `cancelled`.
        case press
    }

    let kind: Kind
    /// Turns one report from the page into callbacks; returns whether it was this gesture's.
    let handle: @MainActor (ElementEvent) -> Bool
    /// The recognizers of a composed gesture (`simultaneously(with:)`,
    /// `exclusively(before:)`) that wrap this one, innermost first, each
    /// with how it competes with what it wraps.
    var outer: [(recognizer: _GestureRecognizer, relation: GestureRelation)] = []

    init(kind: Kind, handle: @escaping @MainActor (ElementEvent) -> Bool) {
        self.kind = kind
        self.handle = handle
    }

    /// `self` wrapped in `other` (and what wraps `other`), which competes
    /// with it as `relation` says.
    func wrapped(in other: _GestureRecognizer, as relation: GestureRelation) -> _GestureRecognizer {
        var core = other
        core.outer = []
        var result = self
        result.outer += [(core, relation)] + other.outer.map { ($0.recognizer, relation) }
        return result
    }

    /// The attributes that tell the renderer what to recognise.
    var attributes: [String: String] {
        switch kind {
        case .none: return [:]
        case .tap(let count): return ["gesture": "tap", "count": String(count)]
        case .longPress(let duration, let distance):
            return ["gesture": "longPress", "minimumDuration": duration.attributeValue, "maximumDistance": distance.attributeValue]
        case .drag(let distance): return ["gesture": "drag", "minimumDistance": distance.attributeValue]
        case .magnify(let delta): return ["gesture": "magnify", "minimumDistance": delta.attributeValue]
        case .hover: return ["gesture": "hover"]
        case .continuousHover: return ["gesture": "hoverMove"]
        case .keyPress(let keys, let phases):
            var attributes = ["gesture": "keyPress", "phases": phases]
            if let keys { attributes["keys"] = keys.joined(separator: " ") }
            return attributes
        case .press: return ["gesture": "press"]
        }
    }
}
