import Foundation
import Testing
@testable import ObservatoryUI

/// Slides the view by a fraction of its own width (a type of the app's
/// own, declared at the top level as apps do).
struct SlideEffect: GeometryEffect {
    var progress: Double
    // Animatable is not main-actor isolated, as on Apple's platforms.
    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: size.width * progress, y: 0))
    }
}

/// `GeometryEffect` and `ProjectionTransform`, and `.visualEffect`: the
/// transform computed for the size or frame the page measured.
@MainActor
@Suite("Geometry effects and visual effects")
struct GeometryEffectTests {
    struct Slider: View {
        @State var progress = 0.5
        var body: some View {
            VStack {
                Text("card").modifier(SlideEffect(progress: progress))
                Button("Slide") { progress = 1 }
                Text("state \(progress)")
            }
        }
    }

    private func matrix(_ graph: ViewGraph) -> String? {
        graph.allElements.first { $0["modifier"] == "projectionEffect" }?["matrix"]
    }

    private func measure(_ graph: ViewGraph, x: Double = 0, y: Double, width: Double, height: Double) throws {
        let watch = try #require(graph.allElements.first { $0.role == .geometryReader && $0["hugs"] == "true" })
        graph.send(.resize(ElementFrame(x: x, y: y, width: width, height: height)), to: watch.id)
    }

    @Test func anEffectIsComputedForTheMeasuredSize() throws {
        let graph = ViewGraph(Slider())
        #expect(matrix(graph) == "1,0,0,0,1,0,0,0,1", "not measured yet: a size of zero")
        try measure(graph, y: 40, width: 200, height: 30)
        #expect(matrix(graph) == "1,0,0,0,1,0,100,0,1", "half of the width")
        let button = try #require(graph.allElements.first { $0.role == .button })
        graph.send(.tap, to: button.id)
        #expect(matrix(graph) == "1,0,0,0,1,0,200,0,1", "the new progress, at the size kept")
        // The content keeps its identity: the effect is a modifier of it.
        #expect(graph.allElements.filter { $0["text"] == "card" }.count == 1)
    }

    @Test func projectionTransformsConcatenateAndInvert() {
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3))
        let move = ProjectionTransform(CGAffineTransform(translationX: 10, y: -4))
        let both = scale.concatenating(move)
        #expect(both.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: -1), "scaled first, then moved")
        #expect(move.concatenating(scale).apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: -9))
        let inverse = both.inverted()
        #expect(inverse.apply(to: CGPoint(x: 12, y: -1)) == CGPoint(x: 1, y: 1))
        #expect(both.concatenating(inverse).isIdentity)
        var flat = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let invertible = flat.invert()
        #expect(!invertible, "no inverse: left as it was")
        #expect(flat == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        #expect(!perspective.isAffine && ProjectionTransform().isAffine && ProjectionTransform().isIdentity)
    }

    struct Parallax: View {
        var body: some View {
            Text("header").visualEffect { content, proxy in
                content
                    .offset(y: proxy.frame(in: .global).minY / 4)
                    .opacity(proxy.frame(in: .global).minY > 100 ? 0.5 : 1)
                    .scaleEffect(2, anchor: .top)
            }
        }
    }

    @Test func aVisualEffectFollowsTheMeasuredFrame() throws {
        let graph = ViewGraph(Parallax())
        let offset = { graph.allElements.first { $0["modifier"] == "offset" } }
        #expect(offset()?["y"] == "0")
        #expect(graph.allElements.contains { $0["modifier"] == "scaleEffect" && $0["x"] == "2" && $0["anchor"] == "0.5,0" })
        try measure(graph, y: 200, width: 300, height: 40)
        #expect(offset()?["y"] == "50")
        #expect(graph.allElements.first { $0["modifier"] == "opacity" }?["value"] == "0.5")
        // The effects wrap the content, first innermost; the watch is outside them.
        let watch = try #require(graph.allElements.first { $0.role == .geometryReader })
        let chain = watch.descendants().compactMap { $0["modifier"] }
        #expect(chain.starts(with: ["scaleEffect", "opacity", "offset"]))
        #expect(graph.allElements.filter { $0["text"] == "header" }.count == 1)
    }
}
