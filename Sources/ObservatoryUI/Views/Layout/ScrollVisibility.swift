/// `.onScrollVisibilityChange`'s wrapper (attribute `modifier`:
/// `scrollVisibility`, with `threshold`): the page watches how much of the
/// view shows in its scroll view (`IntersectionObserver`) and sends
/// `visibility` when it crosses the threshold.
struct ScrollVisibilityElement<Content: View>: WrapperElement {
    static var modifierName: String { "scrollVisibility" }
    static var isInteractive: Bool { true }

    let content: Content
    let threshold: Double
    let state: ScrollWatchState<Bool>
    let action: @MainActor (Bool) -> Void

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["threshold": min(max(threshold, 0), 1).attributeValue]
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard case .visibility(let isVisible) = event else { return false }
        // A view starts hidden: the first report that it shows runs the action.
        if (state.last ?? false) != isVisible {
            state.last = isVisible
            action(isVisible)
        }
        return true
    }
}

/// Keeps the last visibility the page reported for the view.
struct ScrollVisibilityWatcher<Content: View>: View {
    let content: Content
    let threshold: Double
    let action: @MainActor (Bool) -> Void
    @State private var state = ScrollWatchState<Bool>()

    var body: some View {
        ScrollVisibilityElement(content: content, threshold: threshold, state: state, action: action)
    }
}

extension View {
    /// Runs `action(true)` when at least `threshold` of this view shows in
    /// its scroll view (or the window), and `action(false)` when less does.
    ///
    /// ```swift
    /// VideoPlayer(player: player)
    ///     .onScrollVisibilityChange(threshold: 0.2) { visible in visible ? player.play() : player.pause() }
    /// ```
    public func onScrollVisibilityChange(
        threshold: Double = 0.5, _ action: @escaping @MainActor (Bool) -> Void
    ) -> some View {
        ScrollVisibilityWatcher(content: self, threshold: threshold, action: action)
    }
}
