/// The horizontal or vertical dimension.
public enum Axis: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// The axis name.
    public var description: String {
        switch self {
        case .horizontal: return "horizontal"
        case .vertical: return "vertical"
        }
    }

    /// A set of axes, such as the directions a ``ScrollView`` scrolls in.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)

        /// `horizontal`, `vertical`, `both` or `none`, for attributes.
        var attributeValue: String {
            switch (contains(.horizontal), contains(.vertical)) {
            case (true, true): return "both"
            case (true, false): return "horizontal"
            case (false, true): return "vertical"
            case (false, false): return "none"
            }
        }
    }
}
