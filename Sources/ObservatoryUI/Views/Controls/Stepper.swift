/// A control that increments and decrements a value, bound to a value in a range.
///
/// ```swift
/// Stepper("Quantity: \(item.quantity)", value: $item.quantity, in: 1...100)
/// ```
///
/// Its children are the label. Attributes: `value`, and `lowerBound`,
/// `upperBound` and `step` when known. Events: `increment` and `decrement`,
/// which stay within the range.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: @MainActor () -> Void
    let onDecrement: @MainActor () -> Void
    let describe: @MainActor () -> [String: String]

    /// A stepper with a custom label that moves `value` by `step` within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: bounds, step: step, label: label())
    }

    /// A stepper with a custom label that moves `value` by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: nil, step: step, label: label())
    }

    /// A stepper with a custom label that runs actions of its own.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement ?? {}
        self.onDecrement = onDecrement ?? {}
        describe = { [:] }
    }

    init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, label: Label) {
        self.label = label
        let clamp = { (candidate: V) -> V in
            guard let bounds else { return candidate }
            return min(max(candidate, bounds.lowerBound), bounds.upperBound)
        }
        onIncrement = { value.wrappedValue = clamp(value.wrappedValue.advanced(by: step)) }
        onDecrement = { value.wrappedValue = clamp(value.wrappedValue.advanced(by: -step)) }
        describe = {
            var attributes = ["value": "\(value.wrappedValue)", "step": "\(step)"]
            if let bounds {
                attributes["lowerBound"] = "\(bounds.lowerBound)"
                attributes["upperBound"] = "\(bounds.upperBound)"
            }
            return attributes
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` that moves `value` by `step` within `bounds`.
    public init<V: Strideable>(
        _ title: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, label: Text(title))
    }

    /// A stepper titled `title` that moves `value` by `step` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, label: Text(title))
    }

    /// A stepper titled `title` that moves `value` by `step`, without bounds.
    public init<V: Strideable>(
        _ title: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: nil, step: step, label: Text(title))
    }

    /// A stepper titled `title` that moves `value` by `step`, without bounds.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: nil, step: step, label: Text(title))
    }

    /// A stepper titled `title` that runs actions of its own.
    public init(
        _ title: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

extension Stepper: ElementView {
    static var role: ElementRole { .stepper }
    static var isInteractive: Bool { true }

    var content: Label { label }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        describe()
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        switch event {
        case .increment: onIncrement()
        case .decrement: onDecrement()
        default: return false
        }
        return true
    }
}
