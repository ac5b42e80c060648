import Foundation

extension Path {
    /// Adds an arc of a circle around `center` from `startAngle` to
    /// `endAngle`, with a line from the current point to the arc's start.
    ///
    /// Angles grow clockwise on screen (y grows down); `clockwise` follows
    /// Core Graphics' flipped convention, so `clockwise: false` draws
    /// clockwise on screen, as in SwiftUI.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let turn = 2 * Double.pi
        let difference = endAngle.radians - startAngle.radians
        var sweep = difference.truncatingRemainder(dividingBy: turn)
        if abs(difference) >= turn {
            sweep = clockwise ? -turn : turn
        } else if clockwise, sweep > 0 {
            sweep -= turn
        } else if !clockwise, sweep < 0 {
            sweep += turn
        }
        var arc = Path()
        let start = startAngle.radians
        arc.move(to: CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start)))
        arc.addArcSegments(center: center, radii: CGSize(width: radius, height: radius), start: start, sweep: sweep)
        appendConnected(arc.applying(transform))
    }

    /// Adds an arc of `delta` from `startAngle` around `center`, as
    /// SwiftUI's `addRelativeArc`.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        var arc = Path()
        let start = startAngle.radians
        arc.move(to: CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start)))
        arc.addArcSegments(center: center, radii: CGSize(width: radius, height: radius), start: start, sweep: delta.radians)
        appendConnected(arc.applying(transform))
    }

    /// Adds an arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = currentPoint else { return move(to: tangent1End.applying(transform)) }
        let corner = tangent1End
        let (ux, uy) = Self.unit(from: corner, to: current)
        let (vx, vy) = Self.unit(from: corner, to: tangent2End)
        let cosine = ux * vx + uy * vy
        let angle = acos(max(-1, min(1, cosine)))
        guard angle > 1e-9, angle < .pi - 1e-9, radius > 0 else {
            return addLine(to: corner.applying(transform))
        }
        let distance = radius / tan(angle / 2)
        let start = CGPoint(x: corner.x + ux * distance, y: corner.y + uy * distance)
        let end = CGPoint(x: corner.x + vx * distance, y: corner.y + vy * distance)
        let bisector = Self.unit(from: .zero, to: CGPoint(x: ux + vx, y: uy + vy))
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: corner.x + bisector.0 * centerDistance, y: corner.y + bisector.1 * centerDistance)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        var arc = Path()
        arc.move(to: start)
        arc.addArcSegments(center: center, radii: CGSize(width: radius, height: radius), start: startAngle, sweep: sweep)
        appendConnected(arc.applying(transform))
    }

    /// Adds the arc as cubic Béziers of at most a quarter turn each, from the
    /// current point (which must be the arc's start).
    mutating func addArcSegments(center: CGPoint, radii: CGSize, start: Double, sweep: Double) {
        let count = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(count)
        // The control distance that makes a cubic hug a circular arc of `step`.
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            elements.append(.curve(
                to: CGPoint(x: center.x + radii.width * c1, y: center.y + radii.height * s1),
                control1: CGPoint(x: center.x + radii.width * (c0 - k * s0), y: center.y + radii.height * (s0 + k * c0)),
                control2: CGPoint(x: center.x + radii.width * (c1 + k * s1), y: center.y + radii.height * (s1 - k * c1))))
            angle = next
        }
    }

    /// Appends `arc`, turning its first move into a line when a subpath is open.
    private mutating func appendConnected(_ arc: Path) {
        for element in arc.elements {
            if case .move(let point) = element {
                if currentPoint != nil, elements.last != .closeSubpath { addLine(to: point) } else { move(to: point) }
            } else {
                elements.append(element)
            }
        }
    }

    private static func unit(from origin: CGPoint, to point: CGPoint) -> (CGFloat, CGFloat) {
        let (dx, dy) = (point.x - origin.x, point.y - origin.y)
        let length = (dx * dx + dy * dy).squareRoot()
        return length == 0 ? (0, 0) : (dx / length, dy / length)
    }
}
