/// How large controls are drawn.
public enum ControlSize: String, CaseIterable, Hashable, Sendable {
    /// The smallest.
    case mini
    /// Smaller than regular.
    case small
    /// The default.
    case regular
    /// Larger than regular: taller bordered buttons.
    case large
    /// The largest.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size of the controls in this view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view at `size` (attribute `controlSize` of
    /// each button; the page scales its text and padding).
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }
}
