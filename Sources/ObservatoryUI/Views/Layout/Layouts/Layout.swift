import Foundation

/// A layout that can be used as a value: ``HStackLayout``, ``VStackLayout``,
/// ``ZStackLayout``, or ``AnyLayout`` wrapping one of them.
///
/// ```swift
/// let layout = sizeClass == .regular ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Avatar(); Details() }
/// ```
///
/// Calling a layout with content lays the content out; because every
/// layout renders as the same kind of element, switching layouts keeps the
/// content's identity and state, as in SwiftUI. Layouts with your own
/// `sizeThatFits`/`placeSubviews` need measurements the server does not
/// have, so this protocol has no such requirements (docs/ui.md).
public protocol Layout: Sendable {
    /// The attributes of the stack element this layout renders as
    /// (`axis`, `alignment`, `spacing`).
    var stackAttributes: [String: String] { get }
}

extension Layout {
    /// Lays out `content` with this layout.
    @MainActor
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutStack(attributes: stackAttributes, content: content())
    }
}

/// The element of a layout called with content: role `stack` with the layout's attributes.
struct LayoutStack<Content: View>: ElementView {
    let attributes: [String: String]
    let content: Content

    static var role: ElementRole { .stack }

    func attributes(in environment: EnvironmentValues) -> [String: String] { attributes }
}
