/// A value within a range, shown as a meter, with labels.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// }
/// ```
///
/// Renders a `gauge` element (attributes `value`, `lowerBound`,
/// `upperBound`, `style`): a `label` slot, then `currentValueLabel`,
/// `minimumValueLabel` and `maximumValueLabel` slots when given.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    /// A gauge with a label, a label for the current value, and labels for the bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = nil
        self.maximumValueLabel = nil
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        self.currentValueLabel = nil
        self.minimumValueLabel = nil
        self.maximumValueLabel = nil
    }
}

extension Gauge: ElementView {
    static var role: ElementRole { .gauge }

    var content: TupleView<(Slot<Label>, Slot<CurrentValueLabel>?, Slot<BoundsLabel>?, Slot<BoundsLabel>?)> {
        TupleView((
            Slot("label", content: label),
            currentValueLabel.map { Slot("currentValueLabel", content: $0) },
            minimumValueLabel.map { Slot("minimumValueLabel", content: $0) },
            maximumValueLabel.map { Slot("maximumValueLabel", content: $0) }
        ))
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = [
            "value": value.attributeValue, "lowerBound": bounds.lowerBound.attributeValue,
            "upperBound": bounds.upperBound.attributeValue,
        ]
        if let style = environment.styleName(for: (any GaugeStyle).self) { attributes["style"] = style }
        if let tint = environment.tint { attributes["tint"] = tint.styleDescription }
        return attributes
    }
}

/// How a ``Gauge`` is drawn: `.gaugeStyle(.accessoryCircular)`.
public protocol GaugeStyle {}

/// The platform's gauge: a horizontal bar.
public struct DefaultGaugeStyle: GaugeStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "automatic" }
}

/// A ring with the current value label inside it, for small places.
public struct AccessoryCircularGaugeStyle: GaugeStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "accessoryCircular" }
}

/// A thin bar for small places.
public struct AccessoryLinearGaugeStyle: GaugeStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "accessoryLinear" }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's gauge.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
    /// A horizontal bar.
    public static var linearCapacity: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A ring with the current value inside.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
    /// A ring with the current value inside (filled).
    public static var accessoryCircularCapacity: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin bar.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension View {
    /// Sets how the gauges in this view are drawn.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        namedStyle(style, for: (any GaugeStyle).self)
    }
}
