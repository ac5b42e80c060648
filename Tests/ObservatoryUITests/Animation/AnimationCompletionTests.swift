import Foundation
import Testing
@testable import ObservatoryUI

/// `withAnimation(_:completionCriteria:_:completion:)`: the change is
/// animated as with `withAnimation(_:_:)`, and the completion runs once the
/// animation the page draws has ended, not before.
@MainActor
@Suite("Animation completion")
struct AnimationCompletionTests {
    @Observable final class Model {
        var count = 0
        var completions: [Int] = []
    }

    struct Counter: View {
        let model: Model
        var body: some View { Text("\(model.count)") }
    }

    /// Waits, a little at a time, until `condition` holds (at most 3 s).
    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<300 where !condition() { try? await Task.sleep(for: .milliseconds(10)) }
    }

    @Test func theCompletionRunsAfterTheAnimationNotBefore() async {
        let model = Model()
        let graph = ViewGraph(Counter(model: model))
        let started = ContinuousClock.now
        withAnimation(.easeOut(duration: 0.25)) {
            model.count = 1
        } completion: {
            model.completions.append(model.count)
        }
        #expect(graph.update().animation == .easeOut(duration: 0.25), "the change is animated")
        #expect(model.completions.isEmpty, "not at once")
        await waitUntil { !model.completions.isEmpty }
        #expect(model.completions == [1])
        #expect(ContinuousClock.now - started >= .milliseconds(250))
    }

    @Test func withoutAnAnimationItRunsAfterTheChangeAndNeverForAnEndlessOne() async {
        let model = Model()
        withAnimation(nil) { model.count = 1 } completion: { model.completions.append(1) }
        withAnimation(.linear(duration: 0.01).repeatForever()) { model.count = 2 } completion: { model.completions.append(2) }
        withAnimation(.linear(duration: 0.02)) { model.count = 3 } completion: { model.completions.append(3) }
        await waitUntil { model.completions.count >= 2 }
        try? await Task.sleep(for: .milliseconds(100))
        #expect(model.completions == [1, 3])
    }

    @Test func aSpringIsLogicallyCompleteBeforeItHasSettled() throws {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.6)
        let logical = try #require(spring.completionTime(.logicallyComplete))
        let removed = try #require(spring.completionTime(.removed))
        #expect(logical > 0.2 && logical < removed && removed < 3, "\(logical) \(removed)")
        // Delay, repeats and speed count.
        let eased = try #require(Animation.easeIn(duration: 0.4).delay(0.1).repeatCount(2).speed(2).completionTime(.logicallyComplete))
        #expect(abs(eased - (0.1 + 0.4)) < 1e-9)
    }
}
