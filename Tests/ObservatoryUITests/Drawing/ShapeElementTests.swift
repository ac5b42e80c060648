import Foundation
import Testing
@testable import ObservatoryUI

/// Shapes as elements: their geometry, paints, strokes and transforms, and
/// custom shapes drawn at the size the browser reports.
@MainActor
@Suite("Shape elements")
struct ShapeElementTests {
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    @Test func builtInShapesNameTheirGeometry() {
        struct Shapes: View {
            var body: some View {
                VStack {
                    Circle().strokeBorder(.red, lineWidth: 4)
                    RoundedRectangle(cornerRadius: 12, style: .circular).fill(.yellow).stroke(.orange, lineWidth: 2)
                    Capsule().inset(by: 3).fill(.blue)
                    Rectangle().stroke(.gray, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [5, 2], dashPhase: 1))
                    Ellipse().fill(.green, style: FillStyle(eoFill: true))
                }
            }
        }
        let lines = ViewGraph(Shapes()).rootElement.all(.shape).map { $0.textLine() }
        #expect(lines == [
            "shape inset=2 lineWidth=4 shape=circle stroke=red",
            "shape cornerRadius=12 fill=yellow lineWidth=2 shape=roundedRectangle stroke=orange",
            "shape fill=blue inset=3 shape=capsule",
            "shape dash=5,2 dashPhase=1 lineCap=round lineJoin=bevel lineWidth=3 shape=rectangle stroke=gray",
            "shape fill=green fillRule=evenOdd shape=ellipse",
        ])
    }

    @Test func aStrokeBorderOverAFillKeepsItsOwnInset() {
        let view = Circle().fill(.white).strokeBorder(.black, lineWidth: 6)
        let line = ViewGraph(view).rootElement.all(.shape).map { $0.textLine() }
        #expect(line == ["shape fill=white lineWidth=6 shape=circle stroke=black strokeInset=3"])
    }

    @Test func trimsAndTransformsAreAttributes() {
        struct Ring: View {
            var body: some View {
                Circle()
                    .trim(from: 0, to: 0.5).trim(from: 0.5, to: 1)
                    .rotation(.degrees(-90))
                    .offset(x: 4)
                    .scale(2, anchor: .topLeading)
                    .stroke(.blue, lineWidth: 8)
            }
        }
        let line = ViewGraph(Ring()).rootElement.all(.shape).map { $0.textLine() }
        #expect(line == [
            "shape lineWidth=8 shape=circle stroke=blue transform=rotate(-90,0.5,0.5);translate(4,0);scale(2,2,0,0) trim=0.25,0.5",
        ], "a trim of a trim keeps the part of the part")
    }

    @Test func aTransformedShapesPathIsTransformedToo() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        let rotated = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
        #expect(abs(rotated.midX - 5) < 1e-9 && abs(rotated.midY - 10) < 1e-9, "around the center")
        #expect(Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect == CGRect(x: 10, y: 0, width: 20, height: 20))
        #expect(Circle().inset(by: 2).path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect
            == CGRect(x: 2, y: 2, width: 16, height: 16))
    }

    @Test func anAbsolutePathIsSentAsItIs() {
        let badge = Path { path in
            path.move(to: CGPoint(x: 10, y: 0))
            path.addLine(to: CGPoint(x: 20, y: 20))
            path.addLine(to: CGPoint(x: 0, y: 20))
            path.closeSubpath()
        }
        let line = ViewGraph(badge.fill(.purple)).rootElement.all(.shape).map { $0.textLine() }
        #expect(line == ["shape d=\"M10 0L20 20L0 20Z\" fill=purple shape=path"])
    }

    @Test func aCustomShapeIsDrawnAtTheMeasuredSizeAndOnlyItRedraws() throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("Title")
                    Triangle().fill(.red)
                }
            }
        }
        let graph = ViewGraph(Screen())
        let shape = try #require(graph.rootElement.all(.shape).first)
        #expect(shape["d"] == "M50 0L100 100L0 100Z", "a nominal square until measured")
        #expect(shape["box"] == "100,100")
        #expect(shape["measure"] == "pending")

        graph.statistics.reset()
        let changes = try #require(graph.send(.resize(ElementFrame(x: 8, y: 90, width: 300, height: 150)), to: shape.id))
        #expect(shape["d"] == "M150 0L300 150L0 150Z")
        #expect(shape["box"] == "300,150")
        #expect(shape["measure"] == "size")
        #expect(graph.statistics.total == 0, "no body re-ran")
        #expect(changes.attributes.keys.map(\.self) == [shape.id])

        // The same size again (the page moved, say) changes nothing.
        let again = try #require(graph.send(.resize(ElementFrame(x: 0, y: 0, width: 300, height: 150)), to: shape.id))
        #expect(again.isEmpty)
    }

    @Test func aCustomInsettableShapeStrokesItsInsetOutline() throws {
        struct Diamond: InsettableShape {
            var amount: CGFloat = 0
            func path(in rect: CGRect) -> Path {
                let r = rect.insetBy(dx: amount, dy: amount)
                return Path { $0.addLines([CGPoint(x: r.midX, y: r.minY), CGPoint(x: r.maxX, y: r.midY),
                                           CGPoint(x: r.midX, y: r.maxY), CGPoint(x: r.minX, y: r.midY)]); $0.closeSubpath() }
            }
            func inset(by amount: CGFloat) -> Diamond { Diamond(amount: self.amount + amount) }
        }
        let shape = try #require(ViewGraph(Diamond().fill(.yellow).strokeBorder(.black, lineWidth: 10)).rootElement.all(.shape).first)
        #expect(shape["d"] == "M50 0L100 50L50 100L0 50Z")
        #expect(shape["strokeD"] == "M50 5L95 50L50 95L5 50Z")
    }

    @Test func shapesShapeOtherViews() {
        struct Clipped: View {
            var body: some View {
                VStack {
                    Text("A").clipShape(.rect(cornerRadius: 6))
                    Text("B").clipShape(.capsule)
                    Text("C").background(.red, in: .circle)
                    Text("D").clipShape(AnyShape(Triangle()))
                }
            }
        }
        let lines = ViewGraph(Clipped()).rootElement.all(.modifier).map { $0.textLine() }
        #expect(lines == [
            "modifier cornerRadius=6 modifier=clipShape shape=roundedRectangle",
            "modifier modifier=clipShape shape=capsule",
            "modifier modifier=background shape=circle style=red",
            "modifier box=100,100 d=\"M50 0L100 100L0 100Z\" modifier=clipShape shape=path",
        ])
    }
}

/// `.mask` and `.contentShape`.
@MainActor
@Suite("Masks and content shapes")
struct MaskTests {
    @Test func masksAreShapesOrPaints() {
        struct Masked: View {
            var body: some View {
                VStack {
                    Text("a").mask(Circle())
                    Text("b").mask { RoundedRectangle(cornerRadius: 4) }
                    Text("c").mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
                    Text("d").mask(alignment: .top) { Capsule().fill(.black) }
                    Text("e").contentShape(Rectangle())
                    Text("f").contentShape(.interaction, Circle())
                }
            }
        }
        let lines = ViewGraph(Masked()).rootElement.all(.modifier).map { $0.textLine() }
        #expect(lines == [
            "modifier modifier=mask shape=circle",
            "modifier cornerRadius=4 modifier=mask shape=roundedRectangle",
            "modifier modifier=mask style=linear:0.5,0,0.5,1:black@0;clear@1",
            "modifier alignment=top modifier=mask shape=capsule style=black",
            "modifier modifier=contentShape shape=rectangle",
            "modifier modifier=contentShape shape=circle",
        ])
    }

    @Test func aViewThatIsNeitherAShapeNorAPaintIsReported() {
        var lines: [String] = []
        let previous = RuntimeWarnings.output
        let collected = SendableLines()
        RuntimeWarnings.output = { collected.append($0) }
        defer { RuntimeWarnings.output = previous }
        let graph = ViewGraph(Text("x").mask(Text("mask")))
        lines = collected.lines
        #expect(graph.rootElement.all(.modifier).map { $0.textLine() } == ["modifier modifier=mask"])
        #expect(lines.contains { $0.contains(".mask(Text) masks by a shape or a paint only") })
    }
}

final class SendableLines: @unchecked Sendable {
    private var storage: [String] = []
    private let lock = NSLock()
    func append(_ line: String) { lock.lock(); storage.append(line); lock.unlock() }
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return storage }
}
