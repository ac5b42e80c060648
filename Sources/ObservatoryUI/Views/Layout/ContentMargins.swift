import Foundation

/// What `.contentMargins` pads: the scrolled content, the scroll indicators,
/// or (automatic) the content.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The content (the default).
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrolled content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators: a page's scroll bars are the browser's, at its edges.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// The margins `.contentMargins` sets, per edge (nil: the container's own).
struct ContentMargins: Hashable, Sendable {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    var isEmpty: Bool { top == nil && leading == nil && bottom == nil && trailing == nil }

    /// These margins with `length` on `edges`. The environment applies an
    /// outer modifier first, so the innermost one wins for an edge.
    func setting(_ edges: Edge.Set, to length: CGFloat) -> ContentMargins {
        var copy = self
        if edges.contains(.top) { copy.top = length }
        if edges.contains(.leading) { copy.leading = length }
        if edges.contains(.bottom) { copy.bottom = length }
        if edges.contains(.trailing) { copy.trailing = length }
        return copy
    }

    /// Attribute `contentMargins`: `top,leading,bottom,trailing`, `-` for an edge left alone.
    var attributeValue: String {
        [top, leading, bottom, trailing].map { $0.map(\.attributeValue) ?? "-" }.joined(separator: ",")
    }
}

private struct ContentMarginsKey: EnvironmentKey {
    static var defaultValue: ContentMargins { ContentMargins() }
}

extension EnvironmentValues {
    /// The content margins of the scroll views and lists in this view.
    var contentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }

    /// Adds attribute `contentMargins` when `.contentMargins` set any.
    func addContentMargins(to attributes: inout [String: String]) {
        if !contentMargins.isEmpty { attributes["contentMargins"] = contentMargins.attributeValue }
    }
}

extension View {
    /// Puts `length` points (16 when nil) between the edges `edges` of the
    /// scroll views and lists in this view and their content, in place of
    /// their own margins.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { LazyHStack { … } }
    ///     .contentMargins(.horizontal, 20, for: .scrollContent)
    /// ```
    ///
    /// The `.scrollIndicators` placement changes nothing in a page, whose
    /// scroll bars are the browser's.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let length = length ?? 16
        let applies = placement != .scrollIndicators
        return modifier(EnvironmentWriter(value: [Double(edges.rawValue), Double(length), applies ? 1 : 0]) { environment in
            if applies { environment.contentMargins = environment.contentMargins.setting(edges, to: length) }
        })
    }

    /// Puts `insets` between the scroll views and lists in this view and their content.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.top, insets.top, for: placement)
            .contentMargins(.leading, insets.leading, for: placement)
            .contentMargins(.bottom, insets.bottom, for: placement)
            .contentMargins(.trailing, insets.trailing, for: placement)
    }

    /// Puts `length` points between every edge of the scroll views and lists in this view and their content.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
