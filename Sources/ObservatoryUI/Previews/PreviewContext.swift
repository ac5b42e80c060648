/// Where a preview is shown: an app's window, or a widget's or a
/// complication's frame (`.previewContext(WidgetPreviewContext(family: .systemSmall))`).
@MainActor @preconcurrency
public protocol PreviewContext {}

/// The preview context of a view in an app's window, the canvas's default.
public struct WindowPreviewContext: PreviewContext {
    /// The window context.
    public init() {}
}

extension View {
    /// Shows this view, when previewed, in `context`. The canvas draws every
    /// preview in a window; widget and complication contexts come from
    /// WidgetKit, which apps bring on Apple's platforms only.
    public func previewContext<C: PreviewContext>(_ context: C) -> some View { self }
}
