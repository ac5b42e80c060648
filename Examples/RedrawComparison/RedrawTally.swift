import ObservatoryTesting

/// What one run of an edit session cost: how many bodies ran, which, and
/// how long the session took.
public struct RedrawTally: Sendable, CustomStringConvertible {
    /// The screen.
    public let screen: RedrawScreen
    /// How the screen is written.
    public let model: RedrawModel
    /// The edits (and so the updates) of the session.
    public let edits: Int
    /// Every body evaluation of the session.
    public let bodyEvaluations: Int
    /// Body evaluations by view name, e.g. `["StatsRow": 3]`.
    public let byView: [String: Int]
    /// The wall-clock time of the session (events, updates, diffs).
    public let duration: Duration

    /// Body evaluations per edit.
    public var bodiesPerEdit: Double { Double(bodyEvaluations) / Double(max(edits, 1)) }

    /// `Profile (article 004), ObservableObject: 23 edits, 120 bodies`.
    public var description: String {
        "\(screen.rawValue), \(model.rawValue): \(edits) edits, \(bodyEvaluations) bodies, \(duration)"
    }
}
