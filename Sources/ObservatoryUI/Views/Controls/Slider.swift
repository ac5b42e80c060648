/// A control that picks a value from a continuous range, bound to a
/// floating-point value.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 0.5)
/// ```
///
/// Its children are the label, if any. Attributes: `value`, `lowerBound`,
/// `upperBound`, and `step` when set. Events: `setValue(number)` (clamped to
/// the range and rounded to the step), `increment` and `decrement` (one step,
/// or a tenth of the range).
public struct Slider<Label: View>: View {
    let label: Label
    let read: @MainActor () -> Double
    let write: @MainActor (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label)
    where V.Stride: BinaryFloatingPoint {
        self.label = label
        read = { Double(value.wrappedValue) }
        write = { value.wrappedValue = V($0) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
    }

    /// A slider over `bounds` with a custom label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label())
    }

    /// A slider over `bounds` in increments of `step`, with a custom label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label())
    }
}

extension Slider where Label == EmptyView {
    /// A slider over `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView())
    }

    /// A slider over `bounds` in increments of `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView())
    }
}

extension Slider: ElementView {
    static var role: ElementRole { .slider }
    static var isInteractive: Bool { true }

    var content: Label { label }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = [
            "value": read().attributeValue,
            "lowerBound": bounds.lowerBound.attributeValue,
            "upperBound": bounds.upperBound.attributeValue,
        ]
        if let step { attributes["step"] = step.attributeValue }
        if let tint = environment.tint { attributes["tint"] = tint.styleDescription }
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        switch event {
        case .setValue(let number):
            guard number.isFinite else { return false }
            write(snapped(number))
        case .increment:
            write(snapped(read() + (step ?? (bounds.upperBound - bounds.lowerBound) / 10)))
        case .decrement:
            write(snapped(read() - (step ?? (bounds.upperBound - bounds.lowerBound) / 10)))
        default:
            return false
        }
        return true
    }

    /// `number` clamped to the bounds and rounded to the nearest step.
    private func snapped(_ number: Double) -> Double {
        var value = min(max(number, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 {
            value = bounds.lowerBound + ((value - bounds.lowerBound) / step).rounded() * step
            if value > bounds.upperBound { value -= step }
        }
        return value
    }
}
