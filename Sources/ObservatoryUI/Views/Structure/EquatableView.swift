/// A view that re-runs its content's body only when the content is not
/// `==` to the one last rendered: `.equatable()`.
///
/// A view that conforms to `Equatable` is already compared with its `==`
/// when its parent re-renders (``ViewInputs``); `EquatableView` says so
/// explicitly, as in SwiftUI, and lets a view's `==` ignore inputs that
/// would otherwise count as changed, such as closures.
public struct EquatableView<Content: View & Equatable>: View, Equatable {
    /// The view compared with `==`.
    public var content: Content

    /// Wraps `content`.
    public init(content: Content) { self.content = content }

    /// The content.
    public var body: Content { content }

    /// Whether the two contents are `==`.
    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated { lhs.content == rhs.content }
    }
}

extension View where Self: Equatable {
    /// Re-runs this view's body only when it is not `==` to the view last rendered.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
