/// How many rows a lazy container (`List`, `LazyVStack`, `LazyHStack`,
/// `LazyVGrid`, `LazyHGrid`) mounts of a `ForEach` directly inside it.
///
/// The policy is an environment value. The default is ``windowed``: the rows
/// in and near the viewport are mounted, as SwiftUI builds only the rows on
/// screen (docs/ui.md, "Lazy containers"). ``eager`` mounts every row, as
/// before lazy containers were lazy: a benchmark that measures a list of
/// every row, or a test that reads every row without scrolling, sets it.
///
/// ```swift
/// @_spi(Observatory) import ObservatoryUI
/// ViewGraph(content: MyList(), environment: {
///     var environment = EnvironmentValues()
///     environment.lazyWindowPolicy = .eager
///     return environment
/// }())
/// ```
@_spi(Observatory)
public struct LazyWindowPolicy: Sendable, Equatable {
    /// Whether lazy containers mount a window of their rows; false mounts
    /// every row (``eager``).
    public var isWindowed: Bool
    /// The rows of the first paint, shared by a container's lazy `ForEach`s
    /// in tree order.
    public var initialRows: Int
    /// The rows mounted beyond the visible ones in the scroll direction.
    public var aheadRows: Int
    /// The rows kept mounted behind the visible ones.
    public var behindRows: Int
    /// How far the visible rows may move before the window moves with them.
    public var slackRows: Int
    /// The most rows one lazy `ForEach` mounts at once.
    public var maximumWindowRows: Int
    /// The most rows whose written `@State` a lazy `ForEach` keeps after
    /// they leave the window.
    public var retainedRowStates: Int

    /// A policy with the given window sizes.
    public init(
        isWindowed: Bool, initialRows: Int = 48, aheadRows: Int = 8, behindRows: Int = 4, slackRows: Int = 4,
        maximumWindowRows: Int = 256, retainedRowStates: Int = 256
    ) {
        self.isWindowed = isWindowed
        self.initialRows = initialRows
        self.aheadRows = aheadRows
        self.behindRows = behindRows
        self.slackRows = slackRows
        self.maximumWindowRows = maximumWindowRows
        self.retainedRowStates = retainedRowStates
    }

    /// Every row of every lazy container is mounted.
    public static let eager = LazyWindowPolicy(isWindowed: false)

    /// Lazy containers mount the rows in and near the viewport (the default).
    public static let windowed = LazyWindowPolicy(isWindowed: true)
}

private struct LazyWindowPolicyKey: EnvironmentKey {
    static var defaultValue: LazyWindowPolicy { .windowed }
}

extension EnvironmentValues {
    /// How many rows lazy containers mount; ``LazyWindowPolicy/windowed``
    /// unless a view sets another policy for its content.
    @_spi(Observatory)
    public var lazyWindowPolicy: LazyWindowPolicy {
        get { self[LazyWindowPolicyKey.self] }
        set { self[LazyWindowPolicyKey.self] = newValue }
    }
}
