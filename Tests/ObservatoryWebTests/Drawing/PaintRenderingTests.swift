import Foundation
import Testing
@testable import ObservatoryWeb

/// Paints become CSS backgrounds and SVG paint servers; malformed ones are dropped.
@MainActor
@Suite("Paints in CSS and SVG")
struct PaintRenderingTests {
    /// The CSS background of `style`, read from a rectangle it fills.
    private func background(_ style: some ShapeStyle) -> String? {
        let fill = ViewGraph(Rectangle().fill(style)).rootElement.descendants().first { $0.role == .shape }?["fill"]
        return Paint.parse(fill)?.cssBackground
    }

    @Test func gradientsBecomeCSSBackgrounds() {
        #expect(background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            == "linear-gradient(180deg, var(--o-red) 0%, var(--o-blue) 100%)")
        #expect(background(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            == "linear-gradient(90deg, var(--o-red) 0%, var(--o-blue) 100%)")
        #expect(background(LinearGradient(colors: [.red, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
            == "linear-gradient(135deg, var(--o-red) 0%, var(--o-blue) 100%)")
        #expect(background(LinearGradient(colors: [.red, .blue], startPoint: .center, endPoint: .bottom))
            == "linear-gradient(180deg, var(--o-red) 50%, var(--o-blue) 100%)", "a line starting halfway")
        #expect(background(RadialGradient(colors: [.white, .black], center: .topLeading, startRadius: 10, endRadius: 60))
            == "radial-gradient(circle 60px at 0% 0%, var(--o-white) 10px, var(--o-black) 60px)")
        #expect(background(EllipticalGradient(colors: [.white, .black], startRadiusFraction: 0.25, endRadiusFraction: 0.5))
            == "radial-gradient(100% 100% at 50% 50%, var(--o-white) 50%, var(--o-black) 100%)")
        #expect(background(AngularGradient(colors: [.red, .yellow, .red], center: .center))
            == "conic-gradient(from 90deg at 50% 50%, var(--o-red) 0deg, var(--o-yellow) 180deg, var(--o-red) 360deg)")
        #expect(background(Color.blue.gradient)
            == "linear-gradient(180deg, color-mix(in srgb, var(--o-blue), var(--o-white) 20%) 0%, var(--o-blue) 100%)")
    }

    @Test func malformedPaintsAreDropped() {
        for style in [
            "linear:0,0,1:red@0", "linear:0,0,1,1:", "linear:0,0,1,x:red@0", "spiral:0,0,1,1:red@0",
            "linear:0,0,1,1:red;x:1@0", "linear:0,0,1,1:url(evil)@0", "linear:0,0,1,1:red@nan",
            "linear:0,0,1,1:" + Array(repeating: "red@0", count: 65).joined(separator: ";"),
        ] {
            #expect(Paint.parse(style) == nil, "\(style)")
        }
        #expect(CSS.color("mix(red,url(x),0.5)") == nil)
        #expect(CSS.color("mix(red,white,2)") == nil)
        #expect(CSS.color("mix(red,white,0.5)/0.5") == "color-mix(in srgb, color-mix(in srgb, var(--o-red), var(--o-white) 50%) 50%, transparent)")
    }

    @Test func gradientFilledShapesUseSVGPaintServers() throws {
        let graph = ViewGraph(VStack {
            Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            Rectangle().stroke(EllipticalGradient(colors: [.white, .black]), lineWidth: 3)
        })
        let shapes = graph.rootElement.descendants().filter { $0.role == .shape }
        let html = HTMLRenderer.html(graph.rootElement)
        let root = try DOMNode.parse(html)
        let id = shapes[0].id.rawValue
        let gradient = try #require(root.lazy.compactMap { $0.first { $0.tag == "linearGradient" } }.first)
        #expect(gradient.attributes["id"] == "o-g\(id)f")
        #expect(gradient.attributes["gradientUnits"] == "userSpaceOnUse", "placed in the frame, as SwiftUI does")
        #expect([gradient.attributes["x1"], gradient.attributes["y1"], gradient.attributes["x2"], gradient.attributes["y2"]]
            == ["50%", "0%", "50%", "100%"])
        #expect(gradient.all { $0.tag == "stop" }.map { $0.attributes["style"] } == ["stop-color:var(--o-red)", "stop-color:var(--o-blue)"])
        let circle = try #require(root.lazy.compactMap { $0.first { $0.tag == "circle" } }.first)
        #expect(circle.attributes["style"]?.contains("fill:url(#o-g\(id)f)") == true)
        let radial = try #require(root.lazy.compactMap { $0.first { $0.tag == "radialGradient" } }.first)
        #expect(radial.attributes["id"] == "o-g\(shapes[1].id.rawValue)s")
        #expect(radial.attributes["r"] == "0.5")
    }

    @Test func conicFillsPaintTheClippedBox() throws {
        let html = HTMLRenderer.html(ViewGraph(Circle().fill(AngularGradient(colors: [.red, .blue], center: .center))).rootElement)
        let box = try #require(try DOMNode.parse(html).lazy.compactMap { $0.first { $0.attributes["class"]?.contains("o-shape") == true } }.first)
        #expect(box.attributes["style"] == "background:conic-gradient(from 90deg at 50% 50%, var(--o-red) 0deg, var(--o-blue) 360deg);clip-path:circle(closest-side)", "a centered circle")
        #expect(box.first { $0.tag == "circle" } == nil, "nothing drawn over it")
    }

    @Test func gradientTextIsClippedToItsGlyphs() throws {
        let view = Text("Hi").foregroundStyle(.linearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom))
        let html = HTMLRenderer.html(ViewGraph(view).rootElement)
        #expect(html.contains("background:linear-gradient(180deg, var(--o-pink) 0%, var(--o-purple) 100%);-webkit-background-clip:text;background-clip:text;color:transparent"))
    }
}
