import Foundation

/// `.alignmentGuide`'s wrapper (attribute `modifier`: `alignmentGuide`):
/// `axis` (`horizontal` or `vertical`), `alignment` (the line it moves the
/// view against, as the stack draws it) and the shift that puts the guide
/// on that line: `shiftFraction` (of the view's own size on that axis)
/// plus `shift` points. A stack aligned on `alignment` applies the shift;
/// any other leaves the view where it is, as SwiftUI does.
struct AlignmentGuideElement<Content: View>: WrapperElement {
    static var modifierName: String { "alignmentGuide" }

    let content: Content
    let axis: Axis
    let alignment: String
    /// The default line minus the guide's, as a function of the view's size.
    let shiftFraction: Double
    let shift: Double

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        [
            "axis": axis == .horizontal ? "horizontal" : "vertical", "alignment": alignment,
            "shiftFraction": shiftFraction.attributeValue, "shift": shift.attributeValue,
        ]
    }
}

extension View {
    /// Moves this view against `g` in a stack aligned on `g`: the stack lines
    /// up the point `computeValue` returns (from the view's leading edge)
    /// instead of the view's own `g`.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Title")
    ///     Text("Indented").alignmentGuide(.leading) { _ in -20 }
    ///     Text("Hangs").alignmentGuide(.leading) { d in d[.trailing] }
    /// }
    /// ```
    ///
    /// The page measures the view, so the closure is read as a linear
    /// function of its size (probed at three sizes): edges, centres,
    /// fractions and fixed offsets are exact. The shift moves the view
    /// without growing the stack.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        let guide = AlignmentLine(probing: computeValue)
        return AlignmentGuideElement(
            content: self, axis: .horizontal, alignment: g.rawValue,
            shiftFraction: g.line.width - guide.width, shift: g.line.constant - guide.constant)
    }

    /// Moves this view against `g` in a stack aligned on `g` (see
    /// ``alignmentGuide(_:computeValue:)-(HorizontalAlignment,_)``), measured from its top edge.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        let guide = AlignmentLine(probing: computeValue)
        return AlignmentGuideElement(
            content: self, axis: .vertical, alignment: g.rawValue,
            shiftFraction: g.line.height - guide.height, shift: g.line.constant - guide.constant)
    }
}
