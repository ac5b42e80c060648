// Geometry in a file that imports only Core Graphics, as an iOS app's often
// does: it compiles unchanged on Linux.
import CoreGraphics

/// The corners of a hexagon with flat top and bottom edges, drawn inside `rect`.
func hexagonCorners(in rect: CGRect) -> [CGPoint] {
    let quarter = rect.width / 4
    return [
        CGPoint(x: rect.minX + quarter, y: rect.minY), CGPoint(x: rect.maxX - quarter, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.midY), CGPoint(x: rect.maxX - quarter, y: rect.maxY),
        CGPoint(x: rect.minX + quarter, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY),
    ]
}
