import ObservatoryUI

/// Why the last operation re-rendered, with values and durations: the data
/// of the browser's inspect mode (``UpdateInspector``), for assertions.
///
/// ```swift
/// let host = ViewHost(ProfileScreen(profile: profile), inspect: true)
/// try host.tap("Rename")
/// #expect(host.lastMutations.map(\.description) == [#"Profile.name: "Ada" → "Grace""#])
/// #expect(host.lastReports.flatMap(\.evaluations).map(\.viewType) == ["NameView"])
/// ```
extension ViewHost {
    /// Whether the graph records an ``UpdateReport`` per update: the host
    /// was made with `inspect: true`.
    public var isInspecting: Bool { graph.inspector != nil }

    /// The reports of the updates of the host's last operation (see
    /// ``lastUpdate``), oldest first. Empty while not inspecting.
    public var lastReports: [UpdateReport] {
        let (after, through) = lastOperation
        return graph.inspector?.reports.filter { $0.number > after && $0.number <= through } ?? []
    }

    /// The mutations that caused the last operation's updates, with their
    /// old and new values when printable.
    public var lastMutations: [UpdateReport.Mutation] {
        lastReports.flatMap(\.mutations)
    }

    /// The body evaluations of the last operation, with durations and the
    /// elements each produced.
    public var lastInspectedEvaluations: [UpdateReport.Evaluation] {
        lastReports.flatMap(\.evaluations)
    }
}
