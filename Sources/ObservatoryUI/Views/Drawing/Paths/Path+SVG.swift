import Foundation

extension Path {
    /// The path as SVG path data (`M0 0L10 0Q…Z`), with coordinates
    /// rounded to hundredths of a point.
    public var svgPathData: String {
        var data = ""
        func add(_ command: Character, _ points: CGPoint...) {
            data.append(command)
            data += points.map { "\($0.x.pathNumber) \($0.y.pathNumber)" }.joined(separator: " ")
        }
        for element in elements {
            switch element {
            case .move(let point): add("M", point)
            case .line(let point): add("L", point)
            case .quadCurve(let point, let control): add("Q", control, point)
            case .curve(let point, let control1, let control2): add("C", control1, control2, point)
            case .closeSubpath: data.append("Z")
            }
        }
        return data
    }
}

extension Path: CustomStringConvertible {
    /// The path as SVG path data.
    public var description: String { svgPathData }
}

extension CGFloat {
    /// This number rounded to hundredths, without trailing zeros (`12.5`, `-3`).
    var pathNumber: String {
        guard isFinite else { return "0" }
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
