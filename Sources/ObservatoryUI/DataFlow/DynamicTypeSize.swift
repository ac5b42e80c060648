/// The text size a person chose, from extra small to the accessibility sizes.
///
/// In the browser the person's choice is the page's zoom and font size,
/// which scale every text by themselves; the environment value is `.large`
/// (the default) unless a view sets it, and views read it to adapt their
/// layout (`if dynamicTypeSize.isAccessibilitySize { VStack … }`).
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The largest accessibility size.
    case accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders sizes from the smallest.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
    /// The text size for this view (`.large` unless a view sets it).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the text size that the views inside read.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size that the views inside read within `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            if !range.contains(size) {
                size = DynamicTypeSize.allCases.filter { range.contains($0) }.min { abs($0.rawValue - size.rawValue) < abs($1.rawValue - size.rawValue) } ?? size
            }
        }
    }
}
