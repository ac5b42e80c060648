/// How the lines of multi-line text line up.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Along the leading edge.
    case leading
    /// Centered.
    case center
    /// Along the trailing edge.
    case trailing
}

extension View {
    /// Limits the text in this view to `number` lines; nil removes the limit.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentWriter(value: number as Any) {
            $0.lineLimit = number
            $0.lineLimitRange = nil
        })
    }

    /// Makes multi-line text in this view take between `limit.lowerBound`
    /// and `limit.upperBound` lines (a vertical text field grows within it).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(EnvironmentWriter(value: limit) {
            $0.lineLimit = limit.upperBound
            $0.lineLimitRange = limit
        })
    }

    /// Lets the text in this view shrink, down to `factor` of its size, to
    /// fit the space it has instead of being truncated
    /// (`.lineLimit(1).minimumScaleFactor(0.5)`). The page measures and
    /// scales it after each update and when the window is resized.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        let factor = min(max(factor, 0), 1)
        return modifier(EnvironmentWriter(value: factor) { $0.minimumScaleFactor = factor })
    }

    /// Sets how the lines of multi-line text in this view line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(EnvironmentWriter(value: alignment) { $0.multilineTextAlignment = alignment })
    }
}
