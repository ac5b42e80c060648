import Foundation

/// A kind of alignment of your own, for `HorizontalAlignment(MyAlignment.self)`
/// or `VerticalAlignment(MyAlignment.self)`: its default position in a view.
///
/// ```swift
/// private struct IconCenter: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.center] }
/// }
/// extension HorizontalAlignment {
///     static let iconCenter = HorizontalAlignment(IconCenter.self)
/// }
/// ```
public protocol AlignmentID {
    /// Where the alignment falls in a view of `context`'s size, unless an
    /// `.alignmentGuide` says otherwise.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size, and where its alignments fall, as an `.alignmentGuide`
/// closure sees it: `d.width`, `d[.trailing]`, `d[VerticalAlignment.center]`.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// Where `guide` falls from the view's leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        guide.line.value(width: width, height: height)
    }

    /// Where `guide` falls from the view's top edge.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        guide.line.value(width: width, height: height)
    }

    /// Where an explicit `.alignmentGuide` put `guide`: none is known to a
    /// closure, so this is nil and the default applies.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// Where an explicit `.alignmentGuide` put `guide` (see ``subscript(explicit:)-(HorizontalAlignment)``).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// A position in a view as a linear function of its size:
/// `width × w + height × h + constant`. The page measures the size, so an
/// alignment closure is evaluated once per shape of answer rather than per
/// layout: the closure is probed at three sizes and the function recovered.
/// Closures that are linear in the size (edges, centres, fractions, fixed
/// offsets: all of SwiftUI's examples) are exact.
struct AlignmentLine: Hashable, Sendable {
    let width: Double
    let height: Double
    let constant: Double

    init(width: Double, height: Double, constant: Double) {
        self.width = width
        self.height = height
        self.constant = constant
    }

    /// The line `value` draws, recovered from three probes.
    init(probing value: (ViewDimensions) -> CGFloat) {
        let origin = Double(value(ViewDimensions(width: 0, height: 0)))
        let probe: Double = 1000
        let wide = Double(value(ViewDimensions(width: probe, height: 0)))
        let tall = Double(value(ViewDimensions(width: 0, height: probe)))
        constant = origin
        width = (wide - origin) / probe
        height = (tall - origin) / probe
    }

    func value(width: CGFloat, height: CGFloat) -> CGFloat {
        CGFloat(self.width) * width + CGFloat(self.height) * height + CGFloat(constant)
    }
}
