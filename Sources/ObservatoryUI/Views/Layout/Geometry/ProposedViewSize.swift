import Foundation

/// A size a parent proposes to a child: each dimension is a length, `nil`
/// (the child's ideal size), `0` (its minimum) or `.infinity` (its maximum).
/// What custom layouts and `ImageRenderer.proposedSize` take.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width; nil asks for the ideal width.
    public var width: CGFloat?
    /// The proposed height; nil asks for the ideal height.
    public var height: CGFloat?

    /// A proposal of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The smallest size: zero by zero.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The largest size: infinite in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// No proposal: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// This proposal with each unspecified dimension taken from `size`
    /// (10 by 10 unless given, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
