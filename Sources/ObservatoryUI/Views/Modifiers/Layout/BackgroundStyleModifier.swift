private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style that `.background()` with no style draws, set by
    /// `.backgroundStyle(_:)`; nil means the window's background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

/// `.background()` with no style: the environment's background style
/// (`.backgroundStyle(_:)`), else the window's background.
struct EnvironmentBackgroundElement<Content: View>: WrapperElement {
    static var modifierName: String { "background" }

    let content: Content
    let shape: [String: String]

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        let style = environment.backgroundStyle?.styleDescription ?? BackgroundStyle().attributeValue
        return shape.merging(["style": style]) { _, new in new }
    }
}

extension View {
    /// Sets the style that `.background()` draws in this view.
    ///
    /// ```swift
    /// Text("Tag").padding(6).background(in: Capsule()).backgroundStyle(.blue.opacity(0.2))
    /// ```
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let erased = AnyShapeStyle(style)
        return modifier(EnvironmentWriter(value: erased) { $0.backgroundStyle = erased })
    }

    /// Draws the environment's background style (``backgroundStyle(_:)``)
    /// behind this view.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        EnvironmentBackgroundElement(content: self, shape: [:])
    }

    /// Draws the environment's background style behind this view, in `shape`.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        EnvironmentBackgroundElement(content: self, shape: shape.shapeAttributes)
    }
}
