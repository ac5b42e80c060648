/// A length that grows and shrinks with the person's text size:
/// `@ScaledMetric var iconSize = 24.0`.
///
/// The value is the declared one at the default size (`.large`) and scales
/// as body text does at the environment's `DynamicTypeSize` (by the iOS body
/// sizes, 14 to 53 points against 17), whatever the `relativeTo` style.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var size
    private let base: Value

    /// A metric of `wrappedValue` at the default text size.
    public init(wrappedValue: Value) {
        base = wrappedValue
    }

    /// A metric of `wrappedValue` at the default text size, scaled with `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
    }

    /// The value at the environment's text size.
    public var wrappedValue: Value {
        base * Value(ScaledMetricTable.factor(for: size))
    }
}

/// How much body text grows at each `DynamicTypeSize`: iOS's body sizes
/// divided by the default's 17 points.
enum ScaledMetricTable {
    static func factor(for size: DynamicTypeSize) -> Double {
        let points: Double = switch size {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
        return points / 17
    }
}
