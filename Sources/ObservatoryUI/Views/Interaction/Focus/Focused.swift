/// What a `.focused` modifier tells the fields inside: whether the focus
/// state names them, and how to set it when the browser moves the focus.
struct FocusTarget {
    /// The focus state (its canonical storage), for comparing targets.
    let state: ObjectIdentifier
    /// The value that means "this field", nil for a Boolean state.
    let value: AnyHashable?
    /// Reads the state (observed: a change re-resolves the field).
    let isFocused: @MainActor () -> Bool
    /// The browser focused (`true`) or blurred (`false`) the field.
    let setFocused: @MainActor (Bool) -> Void
}

private struct FocusTargetKey: EnvironmentKey {
    static var defaultValue: FocusTarget? { nil }
}

extension EnvironmentValues {
    /// The focus state of the nearest `.focused` modifier.
    var focusTarget: FocusTarget? {
        get { self[FocusTargetKey.self] }
        set { self[FocusTargetKey.self] = newValue }
    }

    /// Whether the view bound by the nearest `.focused` modifier has the
    /// focus (`@Environment(\.isFocused)`). Reading it reads the focus
    /// state, so a body that reads it follows the focus.
    @MainActor public var isFocused: Bool {
        focusTarget?.isFocused() ?? false
    }

    /// The `focused` attribute of a field: whether its focus state names it.
    @MainActor
    func addFocus(to attributes: inout [String: String]) {
        guard let target = focusTarget else { return }
        attributes["focused"] = target.isFocused() ? "true" : "false"
    }

    /// Applies a `focus` event from the browser; returns whether a `.focused` modifier took it.
    @MainActor
    func takeFocus(_ isFocused: Bool) -> Bool {
        guard let target = focusTarget else { return false }
        target.setFocused(isFocused)
        return true
    }
}

/// The identity of a focus target, compared to decide whether fields must update.
struct FocusTargetIdentity: Equatable {
    let state: ObjectIdentifier
    let value: AnyHashable?
}

extension FocusTarget {
    /// The target of a Boolean focus state: true while the field has the focus.
    @MainActor init(_ condition: FocusState<Bool>.Binding) {
        let storage = condition.storage
        self.init(
            state: ObjectIdentifier(storage.resolved), value: nil,
            isFocused: { storage.resolved.value },
            setFocused: { storage.resolved.value = $0 })
    }

    /// The target of a focus state equal to `value` while the field has the
    /// focus; leaving the field sets it to nil (when it still names it).
    @MainActor init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
        let storage = binding.storage
        self.init(
            state: ObjectIdentifier(storage.resolved), value: AnyHashable(value),
            isFocused: { storage.resolved.value == value },
            setFocused: { isFocused in
                let state = storage.resolved
                if isFocused {
                    state.value = value
                } else if state.value == value, let none = Self.nilValue(of: Value.self) {
                    state.value = none
                }
            })
    }

    /// nil as a `Value`, when `Value` is optional.
    private static func nilValue<Value>(of type: Value.Type) -> Value? {
        guard let optional = type as? any ExpressibleByNilLiteral.Type else { return nil }
        return optional.init(nilLiteral: ()) as? Value
    }

    /// The identity of this target, compared to decide whether fields must update.
    var identity: FocusTargetIdentity { FocusTargetIdentity(state: state, value: value) }
}

extension View {
    /// Binds the focus of the field in this view to `condition`: true while
    /// the field has the focus; setting it true focuses the field.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focusTarget(FocusTarget(condition))
    }

    /// Binds the focus of the field in this view to `binding`: it equals
    /// `value` while the field has the focus; setting it to `value` focuses
    /// the field. Leaving the field sets it to nil (when it still names it).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        focusTarget(FocusTarget(binding, equals: value))
    }

    private func focusTarget(_ target: FocusTarget) -> some View {
        modifier(EnvironmentWriter(value: target.identity) {
            $0.focusTarget = target
        })
    }
}
