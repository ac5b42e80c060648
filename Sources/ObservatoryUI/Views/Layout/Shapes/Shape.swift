import Foundation

/// A 2D shape: a view that fills its space with the foreground style, or
/// with a style of its own (`.fill(.red)`, `.stroke(.gray, lineWidth: 2)`),
/// and the outline of backgrounds and clips
/// (`.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))`).
///
/// Renderers know the built-in shapes by attribute `shape`: `rectangle`,
/// `roundedRectangle` (with `cornerRadius`), `circle`, `ellipse`, `capsule`.
public protocol Shape: View, Sendable {}

/// A built-in shape that renderers know by its attributes.
protocol DescribedShape: Shape {
    /// `shape` and its parameters (`cornerRadius`).
    var shapeAttributes: [String: String] { get }
}

extension Shape {
    /// The attributes that describe this shape; `shape=custom` for shapes
    /// renderers don't know.
    var shapeAttributes: [String: String] {
        (self as? any DescribedShape)?.shapeAttributes ?? ["shape": "custom"]
    }

    /// Fills this shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground) -> some View {
        StyledShape(shape: shapeAttributes, fill: content.attributeValue, stroke: nil, lineWidth: nil)
    }

    /// Draws the outline of this shape with `content`, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> some View {
        StyledShape(shape: shapeAttributes, fill: nil, stroke: content.attributeValue, lineWidth: lineWidth)
    }

    /// Draws the outline of this shape inside its bounds with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> some View {
        stroke(content, lineWidth: lineWidth)
    }
}

/// A shape with an explicit fill or stroke.
struct StyledShape: View, Equatable {
    let shape: [String: String]
    let fill: String?
    let stroke: String?
    let lineWidth: CGFloat?
}

extension StyledShape: ElementView {
    static var role: ElementRole { .shape }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = shape
        if let fill { attributes["fill"] = fill }
        if let stroke { attributes["stroke"] = stroke }
        if let lineWidth { attributes["lineWidth"] = lineWidth.attributeValue }
        if fill == "foreground" || stroke == "foreground" {
            attributes["foreground"] = environment.foregroundStyle
        }
        return attributes
    }
}

extension DescribedShape {
    /// An unstyled shape fills with the foreground style in effect.
    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = shapeAttributes
        attributes["fill"] = "foreground"
        attributes["foreground"] = environment.foregroundStyle
        return attributes
    }
}
