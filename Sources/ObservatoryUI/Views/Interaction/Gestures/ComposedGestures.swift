import Foundation

/// Two gestures that run at the same time (`first.simultaneously(with: second)`):
/// its value holds the latest value of each that has begun.
///
/// It ends when each of the two that began has ended.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The latest values of the two gestures.
    public struct Value {
        /// The first gesture's value, once it has begun.
        public var first: First.Value?
        /// The second gesture's value, once it has begun.
        public var second: Second.Value?
    }

    /// Built in.
    public typealias Body = Never

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The first's recognizer, wrapped in the second's with the simultaneous priority.
    public func _recognizer(_ callbacks: _GestureCallbacks<Value>) -> _GestureRecognizer {
        // The state lives in the composition's memory, since the page's
        // reports come between renders that make these closures afresh.
        func state() -> SimultaneousState<First.Value, Second.Value> {
            GestureMemory.slot(for: Self.self) { SimultaneousState() }
        }
        // Each side reports its values; when the last side under way
        // finishes, the composition ends (if a side ended, rather than was
        // cancelled) and finishes.
        func changed(_ state: SimultaneousState<First.Value, Second.Value>) {
            callbacks.change(Value(first: state.first, second: state.second))
        }
        func finished(_ state: SimultaneousState<First.Value, Second.Value>) {
            guard !state.firstActive && !state.secondActive else { return }
            if state.sawEnd { callbacks.end(Value(first: state.first, second: state.second)) }
            callbacks.finish()
            state.first = nil
            state.second = nil
            state.sawEnd = false
        }
        var firstCallbacks = _GestureCallbacks<First.Value>()
        firstCallbacks.changed = [{ let s = state(); s.first = $0; s.firstActive = true; changed(s) }]
        firstCallbacks.ended = [{ let s = state(); s.first = $0; s.sawEnd = true }]
        firstCallbacks.finished = [{ let s = state(); s.firstActive = false; finished(s) }]
        var secondCallbacks = _GestureCallbacks<Second.Value>()
        secondCallbacks.changed = [{ let s = state(); s.second = $0; s.secondActive = true; changed(s) }]
        secondCallbacks.ended = [{ let s = state(); s.second = $0; s.sawEnd = true }]
        secondCallbacks.finished = [{ let s = state(); s.secondActive = false; finished(s) }]
        return first._recognizer(firstCallbacks).wrapped(in: second._recognizer(secondCallbacks), as: .simultaneous)
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// What a simultaneous gesture has seen of its two gestures.
@MainActor
final class SimultaneousState<First, Second> {
    var first: First?
    var second: Second?
    var firstActive = false
    var secondActive = false
    var sawEnd = false
}

/// Two gestures of which the first has precedence
/// (`first.exclusively(before: second)`): the second is recognised only
/// when the first is not.
///
/// In the page, precedence is decided among gestures of the same kind (a
/// double tap before a single tap, as nested tap gestures wait for each
/// other); gestures of different kinds (a long press and a drag) both run,
/// as nested `.gesture`s do.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of whichever gesture is recognised.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    /// Built in.
    public typealias Body = Never

    /// The gesture with precedence.
    public var first: First
    /// The gesture recognised when the first is not.
    public var second: Second

    /// The first gesture, else the second.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The first's recognizer, wrapped in the second's.
    public func _recognizer(_ callbacks: _GestureCallbacks<Value>) -> _GestureRecognizer {
        let firstRecognizer = first._recognizer(callbacks.mapped { .first($0) })
        let secondRecognizer = second._recognizer(callbacks.mapped { .second($0) })
        return firstRecognizer.wrapped(in: secondRecognizer, as: .exclusive)
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, or `other` when this one is not recognised.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
