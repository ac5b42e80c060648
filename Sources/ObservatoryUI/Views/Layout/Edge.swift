import Foundation

/// One side of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge (left in left-to-right text).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge (right in left-to-right text).
    case trailing

    /// A set of edges, for `.padding(.horizontal)` and similar.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding exactly `edge`.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        /// `all`, `horizontal`, `vertical`, or the edges joined by commas.
        var attributeValue: String {
            switch self {
            case .all: return "all"
            case .horizontal: return "horizontal"
            case .vertical: return "vertical"
            case []: return "none"
            default:
                return Edge.allCases.filter { contains(Set($0)) }.map { "\($0)" }.joined(separator: ",")
            }
        }
    }
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges, as bits.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

/// Distances from each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given sizes.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension EdgeInsets {
    /// The insets as an attribute: `top,leading,bottom,trailing`.
    var attributeValue: String {
        [top, leading, bottom, trailing].map(\.attributeValue).joined(separator: ",")
    }
}
