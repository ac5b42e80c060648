// The redraw comparison (Examples/RedrawComparison): the profile screen and
// the expense tracker, each written on ObservableObject and on @Observable,
// put through the same scripted session of edits. One iteration is one
// whole session; the figures are its time, its mallocs and its body
// evaluations (a custom metric), side by side for the two models.

import Benchmark
import BenchmarkSupport
import RedrawComparison

/// The custom metric of the redraw group: body evaluations per session.
public enum RedrawMetric {
    /// Every body that ran during one session.
    public static let bodyEvaluations = BenchmarkMetric.custom(
        "bodyEvaluations", polarity: .prefersSmaller, useScalingFactor: false)
}

/// One screen written one way, mounted and loaded once (the benchmark's
/// setup), then put through its session once per iteration.
@MainActor
public final class RedrawSessionSubject {
    /// The screen.
    public nonisolated let screen: RedrawScreen
    /// How the screen is written.
    public nonisolated let model: RedrawModel
    private var session: EditSession?
    private var expectedBodies: Int?

    /// A subject for `screen` written on `model`; nothing is mounted yet.
    public nonisolated init(_ screen: RedrawScreen, _ model: RedrawModel) {
        self.screen = screen
        self.model = model
    }

    /// The benchmark's name: `Redraw session/profile ObservableObject`.
    public nonisolated var name: String {
        let screenName = screen == .profile ? "profile" : "expense tracker"
        let modelName = model == .observable ? "Observable" : "ObservableObject"
        return "Redraw session/\(screenName) \(modelName)"
    }

    /// Mounts the screen and waits for its data to load (not measured).
    public func mount() async throws {
        session = try await EditSession.make(screen, model)
        expectedBodies = nil
    }

    /// Drops the screen.
    public func unmount() {
        session = nil
    }

    /// One iteration: the whole session. Every iteration must cost the same
    /// bodies as the first (the session is deterministic), or the run fails.
    public func measure(_ benchmark: Benchmark) {
        guard let session else {
            expect(false, "\(name): not mounted", in: benchmark)
            return
        }
        do {
            benchmark.startMeasurement()
            let tally = try session.run()
            benchmark.stopMeasurement()
            benchmark.measurement(RedrawMetric.bodyEvaluations, tally.bodyEvaluations)
            if let expectedBodies {
                expect(tally.bodyEvaluations == expectedBodies,
                       "\(name): \(tally.bodyEvaluations) bodies, the first session ran \(expectedBodies)", in: benchmark)
            } else {
                expectedBodies = tally.bodyEvaluations
            }
        } catch {
            benchmark.stopMeasurement()
            expect(false, "\(name): the session failed: \(error)", in: benchmark)
        }
    }
}
