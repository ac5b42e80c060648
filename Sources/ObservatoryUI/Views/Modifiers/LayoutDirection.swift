/// The direction text and horizontal layout run in.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
    /// The direction of the layout: left to right unless a view sets it
    /// (`.environment(\.layoutDirection, .rightToLeft)`).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

/// `.flipsForRightToLeftLayoutDirection(true)`: the view is mirrored while
/// the layout runs right to left. A wrapper element named `flipsForRightToLeft`.
struct RightToLeftFlipElement<Content: View>: WrapperElement {
    static var modifierName: String { "flipsForRightToLeft" }

    let content: Content
    let enabled: Bool

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["flipped": enabled && environment.layoutDirection == .rightToLeft ? "true" : "false"]
    }
}

extension View {
    /// Mirrors this view horizontally while the layout runs right to left
    /// (an arrow that points "forward").
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        RightToLeftFlipElement(content: self, enabled: enabled)
    }
}
