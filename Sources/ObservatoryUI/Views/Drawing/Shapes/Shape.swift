import Foundation

/// A 2D shape: an outline that fills its frame with the foreground style, or
/// with a paint of its own (`.fill(.red)`, `.stroke(.gray, lineWidth: 2)`),
/// and the outline of clips and backgrounds (`.clipShape(.circle)`).
///
/// Write a shape by describing its outline in the rectangle the layout gives:
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
/// ```
///
/// Renderers draw shapes as SVG. The built-in shapes have a geometry the
/// browser resizes by itself; the browser measures a custom shape and sends
/// its size, and the shape's `path(in:)` then runs again for that size.
public protocol Shape: Sendable, Animatable, View {
    /// The outline of this shape in `rect`.
    func path(in rect: CGRect) -> Path
}

/// A shape that can be inset, so that a stroke stays inside its frame
/// (``InsettableShape/strokeBorder(_:lineWidth:antialiased:)``).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// This shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
    /// A shape fills its frame with the foreground style in effect.
    public var body: _ShapeView<Self> {
        _ShapeView(shape: self, fill: ShapeFill(style: "foreground", rule: FillStyle()), stroke: nil)
    }

    /// How renderers draw this shape.
    var outline: ShapeOutline {
        (self as? any OutlinedShape)?.knownOutline ?? ShapeOutline(geometry: .measured(path(in:)))
    }
}

/// A shape whose outline renderers know without measuring: the built-in
/// shapes, paths, and shapes transformed from them.
protocol OutlinedShape: Shape {
    var knownOutline: ShapeOutline { get }
}

extension Shape {
    /// The outline's attributes where a shape shapes another view (a clip,
    /// a background): a measured shape is described at the nominal size,
    /// which renderers stretch to the view's frame.
    var shapeAttributes: [String: String] {
        outline.attributes(measuredSize: nil).filter { $0.key != "measure" }
    }
}
