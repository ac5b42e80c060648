import Foundation

/// How a view enters and leaves when it is inserted or removed inside an
/// animated change: `.transition(.opacity)`, `.transition(.move(edge: .bottom))`,
/// `.transition(.scale.combined(with: .opacity))`.
public struct AnyTransition: Hashable, Sendable {
    /// The effects of insertion, from which the view comes in.
    let insertion: [TransitionEffect]
    /// The effects of removal, to which the view goes.
    let removal: [TransitionEffect]
    /// An animation of its own, if given.
    var animation: Animation?

    init(_ effects: [TransitionEffect]) {
        insertion = effects
        removal = effects
    }

    init(insertion: [TransitionEffect], removal: [TransitionEffect]) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Fades in and out (the default).
    public static let opacity = AnyTransition([.opacity])
    /// No visible change.
    public static let identity = AnyTransition([])
    /// Grows from nothing and shrinks back.
    public static var scale: AnyTransition { scale(scale: 0) }
    /// Scales from `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition([.scale(scale, anchor: anchor)])
    }
    /// Comes in from the leading edge and leaves by the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// Comes in from and leaves by `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
    /// Comes in from `edge` fading in, and leaves by the opposite edge fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
    }
    /// Comes in from, and leaves to, `offset` away.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition([.offset(offset)]) }
    /// Comes in from, and leaves to, (`x`, `y`) away.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// Blurs, shrinks a little and fades between the views it replaces
    /// (coming in from below, leaving upward: ``BlurReplaceConfiguration/downUp``).
    public static var blurReplace: AnyTransition { blurReplace(.downUp) }
    /// Blurs, shrinks a little and fades: `.upUp` scales the incoming view
    /// up from smaller, `.downUp` down from larger.
    public static func blurReplace(_ configuration: BlurReplaceConfiguration = .downUp) -> AnyTransition {
        let scale: CGFloat = configuration == .upUp ? 0.8 : 1.2
        return AnyTransition(
            insertion: [.blur(radius: 10), .scale(scale, anchor: .center), .opacity],
            removal: [.blur(radius: 10), .scale(configuration == .upUp ? 1.2 : 0.8, anchor: .center), .opacity])
    }
    /// `insertion` when the view comes in, `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        var combined = AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
        combined.animation = animation ?? other.animation
        return combined
    }

    /// This transition with an animation of its own.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }
}

/// Which way a ``AnyTransition/blurReplace(_:)`` scales.
public enum BlurReplaceConfiguration: Hashable, Sendable {
    /// The incoming view scales down into place, the outgoing one up and away.
    case downUp
    /// The incoming view scales up into place, the outgoing one up and away.
    case upUp
}

/// One effect of a transition, as the page runs it.
enum TransitionEffect: Hashable, Sendable {
    case opacity
    case scale(CGFloat, anchor: UnitPoint)
    case move(Edge)
    case offset(CGSize)
    case blur(radius: CGFloat)

    /// `opacity`, `scale(s,ax,ay)`, `move(edge)`, `offset(x,y)`, `blur(r)`.
    var attributeValue: String {
        switch self {
        case .opacity: "opacity"
        case .scale(let scale, let anchor): "scale(\(scale.attributeValue),\(anchor.x.attributeValue),\(anchor.y.attributeValue))"
        case .move(let edge): "move(\(edge.name))"
        case .offset(let size): "offset(\(size.width.attributeValue),\(size.height.attributeValue))"
        case .blur(let radius): "blur(\(radius.attributeValue))"
        }
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    var name: String {
        switch self {
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        }
    }
}

/// `.transition`: attributes `insertion` and `removal` (effects joined by
/// `+`, empty for none) and `animation` when the transition has its own.
struct TransitionElement<Content: View>: WrapperElement {
    static var modifierName: String { "transition" }

    let content: Content
    let transition: AnyTransition

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var parameters = [
            "insertion": transition.insertion.map(\.attributeValue).joined(separator: "+"),
            "removal": transition.removal.map(\.attributeValue).joined(separator: "+"),
        ]
        if let animation = transition.animation { parameters["animation"] = animation.attributeValue }
        return parameters
    }
}

/// How a view's content changes inside an animation: `.numericText()`
/// rolls digits, `.opacity` cross-fades, `.identity` does not animate.
public struct ContentTransition: Hashable, Sendable {
    let name: String

    /// No animation.
    public static let identity = ContentTransition(name: "identity")
    /// A cross-fade.
    public static let opacity = ContentTransition(name: "opacity")
    /// The system's interpolation (a cross-fade in the browser).
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Digits roll up (or down when `countsDown`) to their new values.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericTextDown" : "numericText")
    }
    /// Digits roll toward `value`'s direction.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
}

/// `.contentTransition`: attribute `contentTransition`.
struct ContentTransitionElement<Content: View>: WrapperElement {
    static var modifierName: String { "contentTransition" }

    let content: Content
    let transition: ContentTransition

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["contentTransition": transition.name]
    }
}

extension View {
    /// How this view comes in and goes out when an animated change inserts or removes it.
    public func transition(_ transition: AnyTransition) -> some View {
        TransitionElement(content: self, transition: transition)
    }

    /// How this view's content (its text) changes inside an animation.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        ContentTransitionElement(content: self, transition: transition)
    }
}
