import Foundation

extension Path {
    /// The part of this path from `from` to `to`, as fractions of its
    /// length (curves are measured as short line segments).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard end > start else { return Path() }
        if start == 0 && end == 1 { return self }
        let segments = flattened()
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (low, high) = (start * total, end * total)
        var result = Path()
        var travelled: CGFloat = 0
        var lastPoint: CGPoint?
        for segment in segments {
            let (segmentStart, segmentEnd) = (travelled, travelled + segment.length)
            travelled = segmentEnd
            guard segmentEnd > low, segmentStart < high, segment.length > 0 else { continue }
            let a = segment.point(at: (max(low, segmentStart) - segmentStart) / segment.length)
            let b = segment.point(at: (min(high, segmentEnd) - segmentStart) / segment.length)
            if lastPoint != a || segment.startsSubpath && max(low, segmentStart) == segmentStart { result.move(to: a) }
            result.addLine(to: b)
            lastPoint = b
        }
        return result
    }

    /// A straight piece of a flattened path.
    private struct Segment {
        let from: CGPoint
        let to: CGPoint
        let startsSubpath: Bool
        var length: CGFloat { ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot() }
        func point(at t: CGFloat) -> CGPoint { CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t) }
    }

    /// The path as line segments, curves split into 16 pieces each.
    private func flattened() -> [Segment] {
        var segments: [Segment] = []
        var current = CGPoint.zero, start = CGPoint.zero, newSubpath = true
        func line(to point: CGPoint) {
            segments.append(Segment(from: current, to: point, startsSubpath: newSubpath))
            newSubpath = false
            current = point
        }
        for element in elements {
            switch element {
            case .move(let point): current = point; start = point; newSubpath = true
            case .line(let point): line(to: point)
            case .quadCurve(let point, let control):
                let origin = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    line(to: CGPoint(x: u * u * origin.x + 2 * u * t * control.x + t * t * point.x,
                                     y: u * u * origin.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let c1, let c2):
                let origin = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    line(to: CGPoint(x: a * origin.x + b * c1.x + c * c2.x + d * point.x,
                                     y: a * origin.y + b * c1.y + c * c2.y + d * point.y))
                }
            case .closeSubpath: line(to: start)
            }
        }
        return segments
    }
}
