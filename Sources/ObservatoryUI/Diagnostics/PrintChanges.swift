/// The body being evaluated, for ``View/_printChanges()``.
@MainActor
enum BodyEvaluation {
    /// The node and causes of the innermost body running now.
    static var current: (node: BodyNode, causes: [UpdateCause])?

    /// Runs `body` as the evaluation of `node` for `causes`.
    static func run<Result>(_ node: BodyNode, causes: [UpdateCause], _ body: () -> Result) -> Result {
        let outer = current
        current = (node, causes)
        defer { current = outer }
        return body()
    }
}

extension View {
    /// Prints why this view's body is running, naming each cause exactly.
    ///
    /// Call it at the top of `body`:
    ///
    /// ```swift
    /// var body: some View {
    ///     let _ = Self._printChanges()
    ///     Text(profile.name)
    /// }
    /// ```
    ///
    /// One line per evaluation, for example:
    ///
    /// ```
    /// ProfileView: ProfileViewModel(0x600001234560).isLoading changed.
    /// ProfileView: @State ProfileView.isEditing changed.
    /// ProfileView: @Binding to @State ProfileScreen.query changed.
    /// ProfileView: environment \.colorScheme changed.
    /// ProfileView: the parent re-rendered with new inputs.
    /// ProfileView: first evaluation.
    /// ```
    ///
    /// Unlike SwiftUI's, which names a `@State` or `@self` but never the
    /// observable property, the line names the object (its type and identity)
    /// and the property that changed. The text goes to ``ChangeLog/output``
    /// (standard output unless replaced). Outside a body it prints nothing.
    public static func _printChanges() {
        guard let evaluation = BodyEvaluation.current else { return }
        ChangeLog.output(ChangeLog.line(viewType: evaluation.node.statisticsName, causes: evaluation.causes))
    }
}

/// Where ``View/_printChanges()`` writes, and how it words a cause.
@MainActor
public enum ChangeLog {
    /// Receives each line ``View/_printChanges()`` prints. Default: `print`.
    /// Replace it to collect the lines, for example in a test.
    public static var output: @MainActor (String) -> Void = { print($0) }

    /// The line printed for an evaluation of `viewType` for `causes`.
    public static func line(viewType: String, causes: [UpdateCause]) -> String {
        "\(viewType): " + causes.map { phrase($0, viewType: viewType) }.joined(separator: ", ") + "."
    }

    /// One cause in words, from the point of view of `viewType`.
    public static func phrase(_ cause: UpdateCause, viewType: String) -> String {
        switch cause {
        case .mounted: return "first evaluation"
        case .observed(let property): return "\(property) changed"
        case .state(let owner, let property) where owner == viewType: return "@State \(owner).\(property) changed"
        case .state(let owner, let property): return "@Binding to @State \(owner).\(property) changed"
        case .environment(let key): return "environment \\.\(key) changed"
        case .parentInputs: return "the parent re-rendered with new inputs"
        case .identity: return "new identity"
        case .source(let description): return "\(description) changed"
        case .viewport: return "the visible rows moved"
        case .objectWillChange(let change):
            return "\(change.wrapper) \(change.property): \(change.typeName)("
                + "\(ObservedProperty.shortIdentity(change.object))) sent objectWillChange"
        }
    }
}
