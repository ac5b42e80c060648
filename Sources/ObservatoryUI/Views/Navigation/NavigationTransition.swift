/// How a pushed or presented view arrives (iOS 18): `.automatic` (a push
/// slides in) or `.zoom(sourceID:in:)`, which grows the view out of a
/// source marked with `.matchedTransitionSource(id:in:)`.
public struct NavigationTransition: Hashable, Sendable {
    let name: String

    /// The standard transition.
    public static let automatic = NavigationTransition(name: "automatic")

    /// The view zooms in. SwiftUI grows it from the view marked
    /// `.matchedTransitionSource(id: id, in: namespace)`; a page zooms it in
    /// from the middle of the screen.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition {
        NavigationTransition(name: "zoom")
    }
}

/// `.navigationTransition`'s wrapper (attribute `modifier`:
/// `navigationTransition`, with `style`): the page animates the view's
/// arrival in that style.
struct NavigationTransitionElement<Content: View>: WrapperElement {
    static var modifierName: String { "navigationTransition" }

    let content: Content
    let transition: NavigationTransition

    func parameters(in environment: EnvironmentValues) -> [String: String] { ["style": transition.name] }
}

extension View {
    /// How this view arrives when it is pushed or presented.
    ///
    /// ```swift
    /// NavigationLink { PhotoView(photo).navigationTransition(.zoom(sourceID: photo.id, in: zoom)) } label: {
    ///     Thumbnail(photo).matchedTransitionSource(id: photo.id, in: zoom)
    /// }
    /// ```
    public func navigationTransition(_ style: NavigationTransition) -> some View {
        NavigationTransitionElement(content: self, transition: style)
    }

    /// Marks this view as the source of a zoom transition with `id`. A page
    /// zooms the destination in from the middle of the screen, so the source
    /// is drawn as it is.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}
