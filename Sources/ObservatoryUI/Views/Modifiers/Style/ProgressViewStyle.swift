/// How a ``ProgressView`` shows its progress: `.progressViewStyle(.circular)`.
/// Renderers get the style's name in the view's attribute `progressViewStyle`.
public protocol ProgressViewStyle {}

/// The platform's choice: a spinner while the progress is unknown, a bar once it has a value.
public struct DefaultProgressViewStyle: ProgressViewStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "automatic" }
}

/// A horizontal bar (moving while the progress is unknown).
public struct LinearProgressViewStyle: ProgressViewStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "linear" }
}

/// A spinner, whatever the value, as on iOS.
public struct CircularProgressViewStyle: ProgressViewStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "circular" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's choice: a spinner while the progress is unknown, a bar once it has a value.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A horizontal bar (moving while the progress is unknown).
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, whatever the value, as on iOS.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Sets how the progress views in this view show their progress.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        namedStyle(style, for: (any ProgressViewStyle).self)
    }
}
