/// Where a scroll view comes to rest after the user scrolls:
/// `.scrollTargetBehavior(.paging)`. Renderers get the behaviour's name in
/// the scroll view's attribute `scrollTargetBehavior`.
public protocol ScrollTargetBehavior {}

/// Rests on a whole page: a multiple of the scroll view's visible size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, NamedStyle {
    /// Creates the behaviour.
    public init() {}
    var styleName: String { "paging" }
}

/// Rests with a view of the content's `.scrollTargetLayout()` aligned to
/// the scroll view's leading (or top) edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, NamedStyle {
    /// How far one scroll may go: views or a whole row of them.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// The platform's choice.
        public static let automatic = LimitBehavior(name: "automatic")
        /// At most one view per gesture.
        public static let always = LimitBehavior(name: "always")
        /// As far as the gesture goes.
        public static let never = LimitBehavior(name: "never")
        /// At most one view per gesture on compact widths.
        public static let alwaysByFew = LimitBehavior(name: "always")
        /// At most one view per gesture.
        public static let alwaysByOne = LimitBehavior(name: "always")
    }

    let limitBehavior: LimitBehavior

    /// Creates the behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    var styleName: String { limitBehavior == .always ? "viewAlignedOne" : "viewAligned" }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view aligned to the leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests with a view aligned to the leading edge, going at most as far as `limitBehavior` says.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// The layout whose views a view-aligned scroll view rests on (attribute
/// `modifier` `scrollTargetLayout`, `isEnabled`).
struct ScrollTargetLayoutElement<Content: View>: WrapperElement {
    static var modifierName: String { "scrollTargetLayout" }

    let content: Content
    let isEnabled: Bool

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        isEnabled ? [:] : ["isEnabled": "false"]
    }
}

extension View {
    /// Sets where the scroll views in this view come to rest: on pages, or
    /// on the views of a `.scrollTargetLayout()` (CSS scroll snapping in
    /// the browser).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        namedStyle(behavior, for: (any ScrollTargetBehavior).self)
    }

    /// Makes the views of this layout (a `LazyHStack`'s rows…) the places
    /// where a `.viewAligned` scroll view comes to rest.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        ScrollTargetLayoutElement(content: self, isEnabled: isEnabled)
    }
}
