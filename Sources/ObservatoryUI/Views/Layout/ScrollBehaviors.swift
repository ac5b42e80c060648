/// When a scroll view's scroll indicators show: `.scrollIndicators(.hidden)`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let isHidden: Bool

    /// The platform's choice (shown).
    public static let automatic = ScrollIndicatorVisibility(isHidden: false)
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(isHidden: false)
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(isHidden: true)
    /// Hidden, even where the platform would show them.
    public static let never = ScrollIndicatorVisibility(isHidden: true)
}

/// How scrolling dismisses the keyboard: `.scrollDismissesKeyboard(.interactively)`.
///
/// In the browser, a field loses focus (the on-screen keyboard goes) when
/// the user scrolls the scroll view it is in, by wheel or touch, for
/// `.immediately` and `.interactively`; programmatic scrolls never dismiss it.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String

    /// The platform's choice: the keyboard stays (as in a plain scroll view on iOS).
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// Dismissed as soon as the user scrolls.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Dismissed as the user scrolls (at once in the browser, which cannot drag the keyboard).
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never dismissed by scrolling.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// What the scroll views in a view do, apart from their content: the
/// environment that the scroll modifiers set, read by ``ScrollView``.
struct ScrollBehaviors: Hashable, Sendable {
    var indicators = ScrollIndicatorVisibility.automatic
    var isDisabled = false
    var dismissesKeyboard = ScrollDismissesKeyboardMode.automatic
    var anchor: UnitPoint?
    var clipsContent = true

    /// The attributes of a scroll view: `disabled`, `dismissesKeyboard`,
    /// `anchor` (`x,y`), `clip=false`; `showsIndicators=false` is added by
    /// the scroll view, which also has its own parameter for it.
    func addAttributes(to attributes: inout [String: String]) {
        if indicators.isHidden { attributes["showsIndicators"] = "false" }
        if isDisabled { attributes["scrollDisabled"] = "true" }
        if dismissesKeyboard == .immediately || dismissesKeyboard == .interactively {
            attributes["dismissesKeyboard"] = dismissesKeyboard.name
        }
        if let anchor { attributes["anchor"] = "\(anchor.x.attributeValue),\(anchor.y.attributeValue)" }
        if !clipsContent { attributes["clip"] = "false" }
    }
}

private struct ScrollBehaviorsKey: EnvironmentKey {
    static var defaultValue: ScrollBehaviors { ScrollBehaviors() }
}

extension EnvironmentValues {
    /// What the scroll views in this view do.
    var scrollBehaviors: ScrollBehaviors {
        get { self[ScrollBehaviorsKey.self] }
        set { self[ScrollBehaviorsKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the scroll indicators of the scroll views in this view.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(EnvironmentWriter(value: visibility) { $0.scrollBehaviors.indicators = visibility })
    }

    /// Stops the user from scrolling the scroll views in this view (when
    /// `disabled`); the content stays where it is.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWriter(value: disabled) { $0.scrollBehaviors.isDisabled = disabled })
    }

    /// Sets whether scrolling the scroll views in this view dismisses the keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        modifier(EnvironmentWriter(value: mode) { $0.scrollBehaviors.dismissesKeyboard = mode })
    }

    /// Where the scroll views in this view start: `.bottom` for a chat, whose
    /// newest messages show first. A scroll view at its anchor stays there as
    /// its content grows; nil starts at the top leading corner.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(EnvironmentWriter(value: anchor as Any) { $0.scrollBehaviors.anchor = anchor })
    }

    /// Lets the content of the scroll views in this view draw outside their
    /// bounds (a card's shadow at the edge of a carousel).
    ///
    /// A browser always clips a scrolling box; the page widens the clip by
    /// 24 points on every side instead, enough for shadows and a lifted card,
    /// without moving the content or changing the layout (docs/ui.md).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(EnvironmentWriter(value: disabled) { $0.scrollBehaviors.clipsContent = !disabled })
    }
}
