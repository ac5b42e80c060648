import Foundation

/// A fill: a paint (a ``ShapeStyle``'s attribute value) and a rule.
struct ShapeFill: Equatable {
    let style: String
    let rule: FillStyle
}

/// A stroke: a paint, a style, and the outline it follows.
struct ShapeStroke {
    let style: String
    let strokeStyle: StrokeStyle
    /// The outline stroked: the shape's, or the shape inset by half the
    /// line width (`strokeBorder`).
    let outline: ShapeOutline
}

/// A shape drawn with a fill, a stroke, or both: what a ``Shape``'s body,
/// `fill`, `stroke` and `strokeBorder` return. Chain them to draw both:
/// `Circle().fill(.yellow).stroke(.orange, lineWidth: 4)`.
///
/// Its element has role `shape`. Attributes: the outline's geometry (see
/// ``ShapeOutline``), `fill` and `fillRule`, `stroke` with the stroke
/// style's attributes, and the stroke's own geometry when it differs
/// (`strokeInset`, `strokeD`), and `foreground` when a paint is the
/// foreground style.
public struct _ShapeView<Content: Shape>: View {
    let shape: Content
    let fill: ShapeFill?
    let stroke: ShapeStroke?

    init(shape: Content, fill: ShapeFill?, stroke: ShapeStroke?) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
    }

    /// The shape's element.
    public var body: some View {
        ShapeElement(outline: shape.outline, fill: fill, stroke: stroke)
    }

    /// Also fills the shape with `content`, under the stroke.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Content> {
        _ShapeView(shape: shape, fill: ShapeFill(style: content.attributeValue, rule: style), stroke: stroke)
    }

    /// Also strokes the shape's outline with `content`.
    public func stroke<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Content> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Also strokes the shape's outline with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Content> {
        _ShapeView(shape: shape, fill: fill, stroke: ShapeStroke(style: content.attributeValue, strokeStyle: style, outline: shape.outline))
    }
}

extension _ShapeView where Content: InsettableShape {
    /// Also strokes the shape's outline inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Content> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Also strokes the shape's outline inside its frame, in `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Content> {
        let outline = shape.inset(by: style.lineWidth / 2).outline
        return _ShapeView(shape: shape, fill: fill, stroke: ShapeStroke(style: content.attributeValue, strokeStyle: style, outline: outline))
    }
}

extension Shape {
    /// Fills this shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: ShapeFill(style: content.attributeValue, rule: style), stroke: nil)
    }

    /// Fills this shape with the foreground style, by `style`'s rule.
    public func fill(style: FillStyle) -> _ShapeView<Self> {
        fill(.foreground, style: style)
    }

    /// Draws this shape's outline with `content`, `lineWidth` wide, centered on the outline.
    public func stroke<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws this shape's outline with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: ShapeStroke(style: content.attributeValue, strokeStyle: style, outline: outline))
    }

    /// Draws this shape's outline with the foreground style in `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        stroke(.foreground, style: style)
    }

    /// Draws this shape's outline with the foreground style, `lineWidth` wide.
    public func stroke(lineWidth: CGFloat) -> _ShapeView<Self> {
        stroke(.foreground, lineWidth: lineWidth)
    }
}

extension InsettableShape {
    /// Draws this shape's outline inside its frame with `content`, `lineWidth` wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws this shape's outline inside its frame with `content` in `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        let outline = inset(by: style.lineWidth / 2).outline
        return _ShapeView(shape: self, fill: nil, stroke: ShapeStroke(style: content.attributeValue, strokeStyle: style, outline: outline))
    }

    /// Draws this shape's outline inside its frame with the foreground style.
    public func strokeBorder(style: StrokeStyle) -> _ShapeView<Self> {
        strokeBorder(.foreground, style: style)
    }

    /// Draws this shape's outline inside its frame with the foreground style, `lineWidth` wide.
    public func strokeBorder(lineWidth: CGFloat) -> _ShapeView<Self> {
        strokeBorder(.foreground, lineWidth: lineWidth)
    }
}

/// The element of a drawn shape. A measured outline reads the size the
/// browser last reported (observed, so a new size re-resolves only this
/// element) and takes `resize` events.
struct ShapeElement: ElementView {
    let outline: ShapeOutline
    let fill: ShapeFill?
    let stroke: ShapeStroke?

    static var role: ElementRole { .shape }

    func attributes(in environment: EnvironmentValues) -> [String: String] { [:] }

    func attributes(in environment: EnvironmentValues, element: Element) -> [String: String] {
        let needsSize = outline.isMeasured || stroke?.outline.isMeasured == true
        let size = needsSize ? element.measurement.measuredSize : nil
        // The geometry is the fill's, or the stroke's when there is no fill.
        var attributes = (fill == nil ? stroke?.outline ?? outline : outline).attributes(measuredSize: size)
        if let fill {
            attributes["fill"] = fill.style
            if fill.rule.isEOFilled { attributes["fillRule"] = "evenOdd" }
        }
        if let stroke {
            attributes["stroke"] = stroke.style
            attributes.merge(stroke.strokeStyle.attributes) { _, new in new }
            if fill != nil {
                let strokeGeometry = stroke.outline.attributes(measuredSize: size)
                if strokeGeometry["d"] != attributes["d"] { attributes["strokeD"] = strokeGeometry["d"] }
                let inset = stroke.outline.inset - outline.inset
                if inset != 0, !stroke.outline.isMeasured { attributes["strokeInset"] = inset.attributeValue }
            }
        }
        if needsSize, attributes["measure"] == nil { attributes["measure"] = size == nil ? "pending" : "size" }
        if fill?.style == "foreground" || stroke?.style == "foreground" {
            attributes["foreground"] = environment.foregroundStyle
        }
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues, element: Element) -> Bool {
        guard case .resize(let frame) = event else { return false }
        let size = CGSize(width: max(frame.width, 0), height: max(frame.height, 0))
        // An equal size changes nothing and redraws nothing.
        if element.measurement.measuredSize != size { element.measurement.measuredSize = size }
        return true
    }
}
