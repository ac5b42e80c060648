/// A progress indicator: indeterminate (`ProgressView()`), or a fraction
/// of a total (`ProgressView(value: 0.4)`).
///
/// Its children are the label, if any. Attributes: `value` and `total` when
/// determinate (absent when indeterminate or when `value` is nil).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let value: Double?
    let total: Double

    init(label: Label, currentValueLabel: CurrentValueLabel? = nil, value: Double?, total: Double) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.value = value
        self.total = total
    }

    /// A determinate indicator with a label and a label for the current value
    /// (shown under the bar, in a `currentValueLabel` slot).
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            label: label(), currentValueLabel: currentValueLabel(), value: value.map { Double($0) },
            total: Double(total))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate indicator with a custom label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), value: nil, total: 1)
    }

    /// A determinate indicator with a custom label; nil `value` is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), value: value.map { Double($0) }, total: Double(total))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate indicator (a spinner).
    public init() {
        self.init(label: EmptyView(), value: nil, total: 1)
    }

    /// A determinate indicator; nil `value` is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: EmptyView(), value: value.map { Double($0) }, total: Double(total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate indicator titled `title`.
    public init(_ title: LocalizedStringKey) {
        self.init(label: Text(title), value: nil, total: 1)
    }

    /// An indeterminate indicator titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(title), value: nil, total: 1)
    }

    /// A determinate indicator titled `title`.
    public init<V: BinaryFloatingPoint>(_ title: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(label: Text(title), value: value.map { Double($0) }, total: Double(total))
    }

    /// A determinate indicator titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), value: value.map { Double($0) }, total: Double(total))
    }
}

extension ProgressView: ElementView {
    static var role: ElementRole { .progress }

    var content: TupleView<(Label, Slot<CurrentValueLabel>?)> {
        TupleView((label, currentValueLabel.map { Slot("currentValueLabel", content: $0) }))
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes: [String: String] = [:]
        if let style = environment.styleName(for: (any ProgressViewStyle).self) { attributes["progressViewStyle"] = style }
        if let tint = environment.tint { attributes["tint"] = tint.styleDescription }
        guard let value else { return attributes }
        // Plain decimal numbers: a locale's grouping ("1,000") is not a number to a renderer.
        attributes["value"] = value.attributeValue
        attributes["total"] = total.attributeValue
        return attributes
    }
}
