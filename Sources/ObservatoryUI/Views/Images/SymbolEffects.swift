/// An animation of a symbol image (`Image(systemName:)`): `.symbolEffect(.bounce, value: count)`.
///
/// The effects are values of the types below, reached as static members
/// (`.bounce`, `.pulse`, `.variableColor.iterative`…). The page draws each
/// with a CSS or Web Animations keyframe on the symbol: a symbol's layers
/// are one drawing in the browser's icon set, so `.byLayer` animates the
/// whole symbol, as `.wholeSymbol` does.
public protocol SymbolEffect: Sendable {}

/// An effect that plays once per change of a value: `.symbolEffect(.bounce, value: count)`.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that plays while it is active: `.symbolEffect(.pulse, isActive: isLoading)`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect that replaces one symbol with another: `.contentTransition(.symbolEffect(.replace))`.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// What the page needs of an effect: its name, one of a fixed set.
protocol NamedSymbolEffect {
    var effectName: String { get }
}

/// Variants that apply to layers; the page animates the whole symbol either way.
public protocol LayeredSymbolEffect: SymbolEffect {}

extension LayeredSymbolEffect {
    /// Animates the symbol's layers one after another (the whole symbol in the browser).
    public var byLayer: Self { self }
    /// Animates the whole symbol at once.
    public var wholeSymbol: Self { self }
}

/// The symbol jumps: up (the default) or down.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, LayeredSymbolEffect, NamedSymbolEffect {
    var isDown = false
    /// Bounces upward.
    public var up: Self { var copy = self; copy.isDown = false; return copy }
    /// Bounces downward.
    public var down: Self { var copy = self; copy.isDown = true; return copy }
    var effectName: String { isDown ? "bounceDown" : "bounce" }
}

/// The symbol fades out and back in.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, LayeredSymbolEffect, NamedSymbolEffect {
    var effectName: String { "pulse" }
}

/// The symbol's color dims and returns in waves.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, NamedSymbolEffect {
    /// One layer at a time.
    public var iterative: Self { self }
    /// Layers stay lit as the wave passes.
    public var cumulative: Self { self }
    /// The wave comes back.
    public var reversing: Self { self }
    /// The wave does not come back.
    public var nonReversing: Self { self }
    /// Inactive layers are hidden.
    public var hideInactiveLayers: Self { self }
    /// Inactive layers are dimmed.
    public var dimInactiveLayers: Self { self }
    var effectName: String { "variableColor" }
}

/// The symbol grows (or shrinks) while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, LayeredSymbolEffect, NamedSymbolEffect {
    var isDown = false
    /// Larger.
    public var up: Self { var copy = self; copy.isDown = false; return copy }
    /// Smaller.
    public var down: Self { var copy = self; copy.isDown = true; return copy }
    var effectName: String { isDown ? "scaleDown" : "scaleUp" }
}

/// The symbol appears (shown while the effect is inactive as well).
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, LayeredSymbolEffect, NamedSymbolEffect {
    /// From below.
    public var up: Self { self }
    /// From above.
    public var down: Self { self }
    var effectName: String { "appear" }
}

/// The symbol disappears while the effect is active.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, LayeredSymbolEffect, NamedSymbolEffect {
    /// Upward.
    public var up: Self { self }
    /// Downward.
    public var down: Self { self }
    var effectName: String { "disappear" }
}

/// The symbol swings from side to side.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, LayeredSymbolEffect, NamedSymbolEffect {
    /// Toward the left.
    public var left: Self { self }
    /// Toward the right.
    public var right: Self { self }
    /// Up and down.
    public var up: Self { self }
    /// Down and up.
    public var down: Self { self }
    /// In the reading direction.
    public var forward: Self { self }
    /// Against the reading direction.
    public var backward: Self { self }
    /// Turning clockwise.
    public var clockwise: Self { self }
    /// Turning counterclockwise.
    public var counterClockwise: Self { self }
    var effectName: String { "wiggle" }
}

/// The symbol grows and shrinks gently, as if breathing.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, LayeredSymbolEffect, NamedSymbolEffect {
    /// Scaling only.
    public var plain: Self { self }
    /// Scaling and fading.
    public var pulse: Self { self }
    var effectName: String { "breathe" }
}

/// The symbol turns.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, LayeredSymbolEffect, NamedSymbolEffect {
    var isCounterClockwise = false
    /// Clockwise (the default).
    public var clockwise: Self { var copy = self; copy.isCounterClockwise = false; return copy }
    /// Counterclockwise.
    public var counterClockwise: Self { var copy = self; copy.isCounterClockwise = true; return copy }
    var effectName: String { isCounterClockwise ? "rotateBack" : "rotate" }
}

/// One symbol replaces another: the new one scales and fades in.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, LayeredSymbolEffect, NamedSymbolEffect {
    /// The old symbol leaves downward, the new one comes up.
    public var downUp: Self { self }
    /// Both move up.
    public var upUp: Self { self }
    /// The old one switches off, the new one comes up.
    public var offUp: Self { self }
    var effectName: String { "replace" }
}

/// The platform's choice of replacement effect (``ReplaceSymbolEffect`` here).
public struct AutomaticSymbolEffect: ContentTransitionSymbolEffect, NamedSymbolEffect {
    var effectName: String { "replace" }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// The symbol jumps.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// The symbol fades out and back in.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The symbol's color dims and returns in waves.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The symbol grows while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// The symbol appears.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The symbol disappears.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// The symbol swings from side to side.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// The symbol grows and shrinks gently.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// The symbol turns.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// One symbol replaces another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The platform's choice of replacement.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

/// How a symbol effect plays: how often and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times a discrete effect plays (nil: the effect's own; 0: forever).
    var repeatCount: Int?
    /// The speed, 1 being the effect's own.
    var speed: Double = 1

    /// The effect's own repetition and speed.
    public static let `default` = SymbolEffectOptions()
    /// Repeats for as long as the effect is active.
    public static let repeating = SymbolEffectOptions(repeatCount: 0)
    /// Plays once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(count, 1)) }
    /// Plays at `speed` times the effect's own speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }

    /// These options, repeating `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var copy = self; copy.repeatCount = max(count, 1); return copy }
    /// These options, at `speed` times the effect's own speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { var copy = self; copy.speed = speed; return copy }
    /// These options, repeating while active.
    public var repeating: SymbolEffectOptions { var copy = self; copy.repeatCount = 0; return copy }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { var copy = self; copy.repeatCount = 1; return copy }
}

/// `.symbolEffect`: attributes `effect` (a name), `speed`, `repeat`, and
/// `key` (a discrete effect: a fingerprint of its value, changed each time
/// the effect plays) or `active` (an indefinite one).
struct SymbolEffectElement<Content: View>: WrapperElement {
    static var modifierName: String { "symbolEffect" }

    let content: Content
    let effect: String
    let options: SymbolEffectOptions
    let trigger: Trigger

    enum Trigger {
        case value(String)
        case active(Bool)
    }

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        guard environment.symbolEffectsEnabled else { return [:] }
        var parameters = ["effect": effect]
        if options.speed != 1 { parameters["speed"] = options.speed.attributeValue }
        if let count = options.repeatCount { parameters["repeat"] = String(count) }
        switch trigger {
        case .value(let key): parameters["key"] = key
        case .active(let isActive): parameters["active"] = String(isActive)
        }
        return parameters
    }
}

private struct SymbolEffectsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether symbol effects play in this view (``View/symbolEffectsRemoved(_:)`` turns them off).
    var symbolEffectsEnabled: Bool {
        get { self[SymbolEffectsEnabledKey.self] }
        set { self[SymbolEffectsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Plays `effect` on the symbols in this view while `isActive`.
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
    /// ```
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        SymbolEffectElement(content: self, effect: Self.name(of: effect), options: options, trigger: .active(isActive))
    }

    /// Plays `effect` on the symbols in this view each time `value` changes.
    ///
    /// ```swift
    /// Image(systemName: "bell").symbolEffect(.bounce, value: notifications.count)
    /// ```
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        SymbolEffectElement(content: self, effect: Self.name(of: effect), options: options, trigger: .value(AnimationKey.of(value)))
    }

    /// Turns off the symbol effects in this view (when `isEnabled`).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(EnvironmentWriter(value: isEnabled) { if isEnabled { $0.symbolEffectsEnabled = false } })
    }

    private static func name(of effect: some SymbolEffect) -> String {
        (effect as? any NamedSymbolEffect)?.effectName ?? "bounce"
    }
}

extension ContentTransition {
    /// The new symbol replaces the old with `effect` (it scales and fades in).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T = .automatic, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(name: "symbol")
    }
}
