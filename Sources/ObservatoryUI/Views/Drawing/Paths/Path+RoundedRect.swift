import Foundation

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner; 0 where not given.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// Elliptical corners: kept here for paths, where every corner is `size`.
    var ellipticalSize: CGSize?

    init(uniform size: CGSize) {
        self.init(topLeading: size.width, bottomLeading: size.width, bottomTrailing: size.width, topTrailing: size.width)
        ellipticalSize = size
    }

    /// The radii scaled down so that no two corners on one side overlap.
    func fitted(in rect: CGRect) -> RectangleCornerRadii {
        let sides: [(CGFloat, CGFloat, CGFloat)] = [
            (topLeading, topTrailing, rect.width), (bottomLeading, bottomTrailing, rect.width),
            (topLeading, bottomLeading, rect.height), (topTrailing, bottomTrailing, rect.height),
        ]
        var scale: CGFloat = 1
        for (first, second, length) in sides where first + second > length && first + second > 0 {
            scale = min(scale, max(length, 0) / (first + second))
        }
        guard scale < 1 else { return self }
        return RectangleCornerRadii(
            topLeading: topLeading * scale, bottomLeading: bottomLeading * scale,
            bottomTrailing: bottomTrailing * scale, topTrailing: topTrailing * scale)
    }
}

extension Path {
    /// Adds `rect` with corners of `cornerSize` as a closed subpath.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        // A circular corner stays circular: at most half the short side.
        let limit = cornerSize.width == cornerSize.height
            ? CGSize(width: min(rect.width, rect.height) / 2, height: min(rect.width, rect.height) / 2)
            : CGSize(width: rect.width / 2, height: rect.height / 2)
        let size = CGSize(width: min(max(cornerSize.width, 0), limit.width), height: min(max(cornerSize.height, 0), limit.height))
        var outline = Path()
        outline.addRoundedCorners(of: rect, radii: RectangleCornerRadii(uniform: size))
        addPath(outline, transform: transform)
    }

    /// Adds `rect` with a radius of its own for each corner as a closed subpath.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        var outline = Path()
        outline.addRoundedCorners(of: rect, radii: cornerRadii.fitted(in: rect))
        addPath(outline, transform: transform)
    }

    /// The closed outline of `rect` with quarter-ellipse corners, clockwise
    /// from the top leading corner.
    mutating func addRoundedCorners(of rect: CGRect, radii: RectangleCornerRadii) {
        func size(_ radius: CGFloat) -> CGSize { radii.ellipticalSize ?? CGSize(width: radius, height: radius) }
        let (tl, tr, br, bl) = (size(radii.topLeading), size(radii.topTrailing), size(radii.bottomTrailing), size(radii.bottomLeading))
        move(to: CGPoint(x: rect.minX + tl.width, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - tr.width, y: rect.minY))
        corner(CGPoint(x: rect.maxX - tr.width, y: rect.minY + tr.height), tr, from: -.pi / 2)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br.height))
        corner(CGPoint(x: rect.maxX - br.width, y: rect.maxY - br.height), br, from: 0)
        addLine(to: CGPoint(x: rect.minX + bl.width, y: rect.maxY))
        corner(CGPoint(x: rect.minX + bl.width, y: rect.maxY - bl.height), bl, from: .pi / 2)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl.height))
        corner(CGPoint(x: rect.minX + tl.width, y: rect.minY + tl.height), tl, from: .pi)
        closeSubpath()
    }

    private mutating func corner(_ center: CGPoint, _ radii: CGSize, from start: Double) {
        guard radii.width > 0, radii.height > 0 else { return }
        addArcSegments(center: center, radii: radii, start: start, sweep: .pi / 2)
    }
}
