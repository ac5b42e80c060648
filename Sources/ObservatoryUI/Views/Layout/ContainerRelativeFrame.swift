import Foundation

/// A frame sized from the nearest container (the enclosing scroll view, or
/// the window): `.containerRelativeFrame(.horizontal)`.
///
/// Each axis is a length `fraction × container + offset`, in points, which a
/// renderer resolves where the container's size is known (the browser:
/// `calc(100cqw × fraction + offset)`). Attributes: `alignment`, and per
/// framed axis `widthFraction`/`widthOffset`, `heightFraction`/`heightOffset`.
struct ContainerRelativeFrameElement<Content: View>: WrapperElement {
    static var modifierName: String { "containerRelativeFrame" }

    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    /// The length on `axis` for a container of `length` points.
    let length: (CGFloat, Axis) -> CGFloat

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["alignment": alignment.attributeValue]
        for (axis, name) in [(Axis.horizontal, "width"), (.vertical, "height")] where axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            // The length as an affine function of the container's, measured
            // at two sizes: exact for the usual closures (`length * 0.8`,
            // `length - 32`, a grid's count and spacing).
            let small = length(1_000, axis), large = length(2_000, axis)
            guard small.isFinite, large.isFinite else { continue }
            let fraction = (large - small) / 1_000
            attributes[name + "Fraction"] = fraction.attributeValue
            attributes[name + "Offset"] = (small - 1_000 * fraction).attributeValue
        }
        return attributes
    }
}

extension View {
    /// Sizes this view on `axes` to the nearest container: the enclosing
    /// scroll view's visible size, or the window's.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        ContainerRelativeFrameElement(content: self, axes: axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes this view on `axes` to `span` of `count` columns (or rows) of
    /// the nearest container, `spacing` apart: a carousel's cards.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = CGFloat(max(count, 1)), span = CGFloat(max(span, 1))
        return ContainerRelativeFrameElement(content: self, axes: axes, alignment: alignment) { length, _ in
            let column = (length - spacing * (count - 1)) / count
            return column * span + spacing * (span - 1)
        }
    }

    /// Sizes this view on `axes` to what `length` makes of the nearest
    /// container's length on each axis (`{ length, _ in length * 0.8 }`).
    /// The closure is evaluated on the server at two sizes and the page
    /// interpolates between them, which is exact for any `a × length + b`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        ContainerRelativeFrameElement(content: self, axes: axes, alignment: alignment, length: length)
    }
}
