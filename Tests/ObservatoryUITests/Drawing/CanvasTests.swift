import Foundation
import Testing
import ObservatoryUI

/// `Canvas` and `GraphicsContext`: drawing with code, at the measured size.
@MainActor
@Suite("Canvas")
struct CanvasTests {
    @Observable final class Progress {
        var value = 0.5
    }

    struct Bar: View {
        let progress: Progress
        var body: some View {
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width * progress.value, height: size.height)),
                             with: .color(.green))
                context.opacity = 0.5
                context.translateBy(x: 10, y: 0)
                context.stroke(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red), lineWidth: 2)
                context.draw(Text("\(Int(progress.value * 100))%"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            .frame(width: 200, height: 40)
        }
    }

    func measure(_ graph: ViewGraph) throws {
        let reader = try #require(graph.allElements.first { $0.role == .geometryReader })
        graph.send(.resize(ElementFrame(x: 0, y: 0, width: 200, height: 40)), to: reader.id)
    }

    @Test func whatTheRendererDrawsIsShownAtTheMeasuredSize() throws {
        let graph = ViewGraph(Bar(progress: Progress()))
        try measure(graph)
        let shapes = graph.allElements.filter { $0.role == .shape }
        #expect(shapes.count == 2)
        #expect(shapes[0]["fill"] == "green")
        #expect(shapes[0]["d"]?.hasPrefix("M0 0L100 0L100 40L0 40") == true, "\(shapes[0]["d"] ?? "")")
        // Translated by 10, drawn at half opacity.
        #expect(shapes[1]["d"]?.hasPrefix("M10 0L30 0L30 20L10 20") == true, "\(shapes[1]["d"] ?? "")")
        #expect(graph.allElements.contains { $0["modifier"] == "opacity" && $0["value"] == "0.5" })
        #expect(graph.texts == ["50%"])
        #expect(graph.allElements.contains { $0["modifier"] == "position" && $0["x"] == "110" && $0["y"] == "20" })
    }

    @Test func theCanvasDrawsAgainWhenWhatItReadsChanges() throws {
        let progress = Progress()
        let graph = ViewGraph(Bar(progress: progress))
        try measure(graph)
        progress.value = 0.25
        graph.update()
        #expect(graph.texts == ["25%"])
        let bar = try #require(graph.allElements.first { $0.role == .shape })
        #expect(bar["d"]?.hasPrefix("M0 0L50 0L50 40") == true, "\(bar["d"] ?? "")")
    }

    @Test func aLayerKeepsItsTransformToItself() throws {
        let graph = ViewGraph(Canvas { context, _ in
            context.drawLayer { layer in
                layer.translateBy(x: 5, y: 5)
                layer.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.blue))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
        })
        try measure(graph)
        let paths = graph.allElements.filter { $0.role == .shape }.compactMap { $0["d"] }
        try #require(paths.count == 2)
        #expect(paths[0].hasPrefix("M5 5"), "\(paths)")
        #expect(paths[1].hasPrefix("M0 0"), "\(paths)")
    }
}
