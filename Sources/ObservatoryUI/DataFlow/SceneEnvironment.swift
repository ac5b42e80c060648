import Foundation

/// How much room a dimension of the window has: `.compact` (a phone held
/// upright, a narrow browser window) or `.regular`.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    /// Little room.
    case compact
    /// Ample room.
    case regular

    /// The class of a dimension `points` long: regular from 744 points (the
    /// narrowest iPad) on.
    public init(points: Double) {
        self = points >= 744 ? .regular : .compact
    }
}

/// Whether the window is in front of the user.
public enum ScenePhase: Hashable, Sendable, CaseIterable {
    /// Shown and taking input.
    case active
    /// Shown, but not taking input.
    case inactive
    /// Not shown (a hidden browser tab).
    case background
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The room the window has across: in the browser, from the window's
    /// width (regular from 744 points); compact until the page reports it.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The room the window has up and down: in the browser, from its height.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Whether the person asked for less motion: in the browser, the
    /// system's setting (`prefers-reduced-motion`) as the page reports it.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// The screen's pixels per point: in the browser, the window's
    /// `devicePixelRatio` as the page reports it (1 until it does).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// Whether the window is in front of the user: in the browser, `.active`
    /// while its tab is visible and `.background` while it is hidden.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

private struct ReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}
