/// Whether a scroll view bounces when it reaches an edge.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always, even when the content fits.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

private struct ScrollBounceBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}

extension EnvironmentValues {
    /// The bounce behaviour of the scroll views in this view.
    var scrollBounceBehavior: ScrollBounceBehavior {
        get { self[ScrollBounceBehaviorKey.self] }
        set { self[ScrollBounceBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets whether the scroll views in this view bounce at their edges.
    ///
    /// In the browser, content that fits never scrolls, so `.basedOnSize`
    /// is what a page does by itself; the scroll view also keeps its
    /// overscroll from moving the page around it (`overscroll-behavior:
    /// contain`). `.always` cannot make content that fits bounce in a browser.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        environment(\.scrollBounceBehavior, behavior)
    }
}
