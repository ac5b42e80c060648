/// A gesture with an action that runs each time its value changes.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    /// The content's value.
    public typealias Value = Content.Value
    /// Built in.
    public typealias Body = Never

    let content: Content
    let action: @MainActor (Content.Value) -> Void

    /// The content's recognizer, with `action` among the changed callbacks.
    public func _recognizer(_ callbacks: _GestureCallbacks<Value>) -> _GestureRecognizer {
        var callbacks = callbacks
        callbacks.changed.append(action)
        return content._recognizer(callbacks)
    }
}

/// A gesture with an action that runs when it succeeds.
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The content's value.
    public typealias Value = Content.Value
    /// Built in.
    public typealias Body = Never

    let content: Content
    let action: @MainActor (Content.Value) -> Void

    /// The content's recognizer, with `action` among the ended callbacks.
    public func _recognizer(_ callbacks: _GestureCallbacks<Value>) -> _GestureRecognizer {
        var callbacks = callbacks
        callbacks.ended.append(action)
        return content._recognizer(callbacks)
    }
}

/// A gesture that updates a ``GestureState`` while it is under way.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// Built in.
    public typealias Body = Never

    /// The gesture whose values update the state.
    public var base: Base
    /// The state the gesture updates.
    public var state: GestureState<State>
    /// How each value updates the state.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// The base recognizer, updating the state as it changes and resetting it when it finishes.
    public func _recognizer(_ callbacks: _GestureCallbacks<Value>) -> _GestureRecognizer {
        var callbacks = callbacks
        let state = self.state, update = self.body
        callbacks.changed.insert({ value in state.update { update(value, &$0, &$1) } }, at: 0)
        callbacks.finished.append { state.resetToInitialValue() }
        return base._recognizer(callbacks)
    }
}

/// A gesture whose values are derived from another's.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// Built in.
    public typealias Body = Never

    let content: Content
    let transform: @MainActor (Content.Value) -> Value

    /// The content's recognizer, its values transformed.
    public func _recognizer(_ callbacks: _GestureCallbacks<Value>) -> _GestureRecognizer {
        content._recognizer(callbacks.mapped(transform))
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` with each new value while the gesture is under way.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Runs `action` with the final value when the gesture succeeds.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates `state` with each new value; the state returns to its initial
    /// value when the gesture ends or is cancelled.
    ///
    /// ```swift
    /// DragGesture().updating($offset) { value, offset, _ in offset = value.translation }
    /// ```
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// A gesture that reports `body(value)` in place of this gesture's values.
    public func map<T>(_ body: @escaping @MainActor (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
