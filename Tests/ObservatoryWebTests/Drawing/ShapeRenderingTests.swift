import Foundation
import Testing
@testable import ObservatoryWeb

/// Shapes render as SVG: geometry that resizes by itself, paints, strokes,
/// trims and transforms; custom shapes redrawn for the measured size; and a
/// shape that did not change is never sent again.
@MainActor
@Suite("Shapes as SVG")
struct ShapeRenderingTests {
    struct Wave: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.midY))
                path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.midX, y: rect.minY))
            }
        }
    }

    private func svgChildren(_ view: some View) throws -> [DOMNode] {
        let root = try DOMNode.parse(HTMLRenderer.html(ViewGraph(view).rootElement))
        return root.flatMap { $0.all { ["rect", "circle", "ellipse", "path"].contains($0.tag) } }
    }

    @Test func builtInGeometryResizesWithItsBox() throws {
        let nodes = try svgChildren(VStack {
            Circle().strokeBorder(.red, lineWidth: 4)
            Capsule().fill(.green)
            Ellipse().fill(.blue)
        })
        #expect(nodes.map(\.tag) == ["circle", "rect", "ellipse"])
        #expect(nodes[0].attributes["style"] == "r:calc(min(50cqw, 50cqh) - 2px);fill:none;stroke:var(--o-red);stroke-width:4px")
        #expect(nodes[1].attributes["style"]?.contains("rx:min(50cqw, 50cqh)") == true)
        #expect(nodes[2].attributes["style"] == "rx:50%;ry:50%;fill:var(--o-blue);stroke:none")
    }

    @Test func strokesTrimsAndTransformsBecomeSVGStyles() throws {
        let nodes = try svgChildren(VStack {
            Circle().trim(from: 0.25, to: 0.75).rotation(.degrees(-90)).stroke(.orange, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            Rectangle().stroke(.gray, style: StrokeStyle(lineWidth: 2, lineJoin: .round, dash: [4, 2], dashPhase: 3))
            RoundedRectangle(cornerRadius: 10).fill(.yellow).strokeBorder(.black, lineWidth: 4)
        })
        #expect(nodes[0].attributes["pathLength"] == "1")
        #expect(nodes[0].attributes["style"] == "r:min(50cqw, 50cqh);transform-box:view-box;"
            + "transform:translate(50%,50%) rotate(-90deg) translate(-50%,-50%);stroke-dasharray:0.5 2;stroke-dashoffset:-0.25;"
            + "fill:none;stroke:var(--o-orange);stroke-width:6px;stroke-linecap:round")
        #expect(nodes[1].attributes["style"]?.hasSuffix("stroke-width:2px;stroke-linejoin:round;stroke-dasharray:4px 2px;stroke-dashoffset:-3px") == true)
        #expect(nodes.count == 4, "a fill and a stroke are two elements")
        #expect(nodes[2].attributes["style"] == "x:0px;y:0px;width:100%;height:100%;rx:10px;fill:var(--o-yellow);stroke:none")
        #expect(nodes[3].attributes["style"] == "x:2px;y:2px;width:calc(100% - 4px);height:calc(100% - 4px);rx:8px;fill:none;stroke:var(--o-black);stroke-width:4px",
                "the border is inside the frame, its corner radius reduced by the inset")
    }

    @Test func aCustomShapeIsRedrawnForTheMeasuredSize() throws {
        let harness = try Harness(VStack { Text("Wave"); Wave().stroke(.blue, lineWidth: 2) })
        let shape = harness.element(.shape)
        let box = try #require(harness.page.host.first { $0.attributes["data-measure"] != nil })
        #expect(box.attributes["data-measure"] == "size", "the page measures it")
        let svg = try #require(box.first { $0.tag == "svg" })
        #expect(svg.attributes["viewBox"] == "0 0 100 100")
        #expect(svg.attributes["preserveAspectRatio"] == "none", "stretched until measured")
        #expect(box.first { $0.tag == "path" }?.attributes["style"]?.contains("vector-effect:non-scaling-stroke") == true)

        let frame = try harness.receive(
            "{\"type\":\"event\",\"seq\":1,\"target\":\(shape.id.rawValue),\"event\":\"resize\",\"x\":0,\"y\":0,\"width\":320,\"height\":80}")
        let ops = try Harness.ops(frame)
        #expect(ops.contains { $0.count > 4 && $0[3] as? String == "d" && $0[4] as? String == "M0 40Q160 0 320 40" })
        #expect(ops.contains { $0.count > 4 && $0[3] as? String == "viewBox" && $0[4] as? String == "0 0 320 80" })
        #expect(!frame.contains("Wave\""), "only the shape changed")
        try harness.expectInSync()
    }

    @Observable final class Counter { var value = 0 }

    @Test func aShapeThatDidNotChangeIsNotSentAgain() throws {
        struct Screen: View {
            let counter: Counter
            var body: some View {
                VStack {
                    Text("Count \(counter.value)")
                    Circle().fill(.red).frame(width: 20, height: 20)
                    Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 10), CGPoint(x: 0, y: 20)]) }.stroke(.blue)
                }
            }
        }
        struct Plain: View {
            let counter: Counter
            var body: some View { VStack { Text("Count \(counter.value)") } }
        }
        let withShapes = Counter(), withoutShapes = Counter()
        let harness = try Harness(Screen(counter: withShapes))
        let baseline = try Harness(Plain(counter: withoutShapes))
        withShapes.value = 1
        withoutShapes.value = 1
        let patchFrame = try harness.flush()
        let patch = try #require(patchFrame)
        let plainFrame = try baseline.flush()
        let plain = try #require(plainFrame)
        #expect(!patch.contains("circle") && !patch.contains("M0 0L30 10"), "the shapes are not in the patch")
        #expect(patch.utf8.count == plain.utf8.count, "the patch costs what it costs without the shapes")
    }

    @Test func malformedGeometryIsDropped() {
        #expect(Shells.pathData("M0 0L10 10Z") == "M0 0L10 10Z")
        #expect(Shells.pathData("M0 0\"/><script>") == nil)
        #expect(Shells.cssTransform("rotate(45,0.5,0.5)") == "translate(50%,50%) rotate(45deg) translate(-50%,-50%)")
        #expect(Shells.cssTransform("rotate(45,0.5)") == nil, "wrong arity")
        #expect(Shells.cssTransform("skew(1,2)") == nil, "unknown function")
        #expect(Shells.cssTransform("translate(1e9,0)") == nil, "out of range")
        #expect(Shells.cssTransform("translate(1,2);scale(2,2,0,0)") == "scale(2,2) translate(1px,2px)",
                "listed in order, written for CSS's right-to-left")
    }

    @Test func aShapeTakesOnlyResizeEvents() throws {
        let harness = try Harness(Wave().fill(.red))
        let shape = harness.element(.shape)
        #expect(throws: WebProtocolError.self) {
            try harness.window.receive("{\"type\":\"event\",\"seq\":1,\"target\":\(shape.id.rawValue),\"event\":\"tap\"}")
        }
        #expect(throws: WebProtocolError.self) {
            try harness.window.receive(
                "{\"type\":\"event\",\"seq\":1,\"target\":\(shape.id.rawValue),\"event\":\"resize\",\"x\":0,\"y\":0,\"width\":-5,\"height\":8}")
        }
        #expect(shape["measure"] == "pending", "nothing was applied")
    }
}

/// Masks in CSS.
@MainActor
@Suite("Masks in CSS")
struct MaskRenderingTests {
    @Test func shapeMasksClipAndPaintMasksUseTheirAlpha() throws {
        let html = HTMLRenderer.html(ViewGraph(VStack {
            Text("a").mask(Circle())
            Text("b").mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
            Text("c").contentShape(Rectangle())
        }).rootElement)
        #expect(html.contains("class=\"o-mod o-m-mask\" style=\"clip-path:circle(closest-side)\""))
        #expect(html.contains("mask-image:linear-gradient(180deg, var(--o-black) 0%, transparent 100%)"))
        #expect(html.contains("class=\"o-mod o-m-contentShape\""))
    }
}
