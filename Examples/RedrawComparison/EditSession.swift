import ObservatoryTesting
import ObservatoryUI

/// A screen mounted in a headless ``ViewHost``, loaded, and ready to run a
/// scripted session of edits, as many times as wanted.
///
/// ```swift
/// let session = try await EditSession.make(.profile, .observableObject)
/// let tally = try session.run()
/// print(tally.bodyEvaluations, tally.duration)
/// ```
@MainActor
public final class EditSession {
    /// The screen.
    public let screen: RedrawScreen
    /// How the screen is written.
    public let model: RedrawModel
    /// The host the screen is mounted in.
    public let host: ViewHost
    private let steps: [EditStep]
    private var controls: [String: Element] = [:]

    init(screen: RedrawScreen, model: RedrawModel, host: ViewHost, steps: [EditStep]) {
        self.screen = screen
        self.model = model
        self.host = host
        self.steps = steps
    }

    /// Mounts `screen` written on `model`, waits for its `.task` to load
    /// its data, and finds the controls the session uses.
    public static func make(_ screen: RedrawScreen, _ model: RedrawModel) async throws -> EditSession {
        let session = switch screen {
        case .profile: ProfileEditSession.make(model)
        case .expenseTracker: ExpenseEditSession.make(model)
        }
        try await session.host.settle(timeout: .seconds(60))
        try session.findControls()
        return session
    }

    /// The number of edits in the session.
    public var edits: Int { steps.count }

    /// Runs every edit, each followed by its update, and tallies the bodies
    /// that ran and the time it took. Every edit changes a value on every
    /// run (a keystroke sequence starts over from its first letter), so
    /// each run costs the same bodies.
    public func run() throws -> RedrawTally {
        host.resetCounts()
        let measurement = try host.measure {
            for step in steps {
                switch step.action {
                case .event(let event, let control):
                    try host.send(event, to: controls[control]!)
                case .deleteRow(let text):
                    try host.delete(row: text)
                case .write(let write):
                    write()
                    host.update()
                }
            }
        }
        var byView: [String: Int] = [:]
        for evaluation in measurement.evaluations { byView[evaluation.viewType, default: 0] += 1 }
        return RedrawTally(
            screen: screen, model: model, edits: steps.count,
            bodyEvaluations: measurement.evaluations.count, byView: byView, duration: measurement.duration)
    }

    /// Looks each control up once: the time of a run is the app's, not the
    /// time spent searching the tree.
    private func findControls() throws {
        for step in steps {
            guard case .event(_, let control) = step.action, controls[control] == nil else { continue }
            controls[control] = try host.find(.label(control).acceptingEvents)
        }
    }
}
