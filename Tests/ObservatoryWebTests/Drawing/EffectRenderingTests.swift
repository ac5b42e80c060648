import Foundation
import Testing
@testable import ObservatoryWeb

/// Visual effects become transforms, filters and blend modes on their wrapper.
@MainActor
@Suite("Visual effects in CSS")
struct EffectRenderingTests {
    private func wrapperStyles(_ view: some View) throws -> [String] {
        let root = try DOMNode.parse(HTMLRenderer.html(ViewGraph(view).rootElement))
        return root.flatMap { $0.all { $0.attributes["class"]?.hasPrefix("o-mod") == true } }.map { $0.attributes["style"] ?? "" }
    }

    @Test func transformsTurnAroundTheirAnchor() throws {
        #expect(try wrapperStyles(Text("A").scaleEffect(2, anchor: .bottomTrailing))
            == ["transform:scale(2,2);transform-origin:100% 100%"])
        #expect(try wrapperStyles(Text("A").rotationEffect(.degrees(-45)))
            == ["transform:rotate(-45deg);transform-origin:50% 50%"])
        #expect(try wrapperStyles(Text("A").rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0), perspective: 0.5))
            == ["transform:perspective(1200px) rotate3d(0,1,0,180deg);transform-origin:50% 50%"])
    }

    @Test func filtersComposeWhenNested() throws {
        #expect(try wrapperStyles(Image(systemName: "star").grayscale(1).blur(radius: 3)) == ["filter:blur(3px)", "filter:grayscale(1)"])
        #expect(try wrapperStyles(Text("A").brightness(-0.25)) == ["filter:brightness(0.75)"])
        #expect(try wrapperStyles(Text("A").saturation(2)) == ["filter:saturate(2)"])
        #expect(try wrapperStyles(Text("A").contrast(0.5)) == ["filter:contrast(0.5)"])
        #expect(try wrapperStyles(Text("A").hueRotation(.degrees(120))) == ["filter:hue-rotate(120deg)"])
        #expect(try wrapperStyles(Text("A").colorInvert()) == ["filter:invert(1)"])
        #expect(try wrapperStyles(Text("A").blendMode(.colorBurn)) == ["mix-blend-mode:color-burn"])
        #expect(try wrapperStyles(Text("A").blendMode(.destinationOut)) == ["mix-blend-mode:normal"], "CSS has no Porter-Duff modes")
        #expect(try wrapperStyles(Text("A").compositingGroup()) == ["isolation:isolate"])
    }

    @Test func colorMultiplyUsesAnSVGFilterNamedAfterTheElement() throws {
        let graph = ViewGraph(Text("A").colorMultiply(.blue))
        let wrapper = try #require(graph.rootElement.descendants().first { $0.role == .modifier })
        let root = try DOMNode.parse(HTMLRenderer.html(graph.rootElement))
        let node = try #require(root.lazy.compactMap { $0.first { $0.attributes["class"] == "o-mod o-m-colorMultiply" } }.first)
        #expect(node.attributes["style"] == "filter:url(#o-fx\(wrapper.id.rawValue))")
        let filter = try #require(node.first { $0.tag == "filter" })
        #expect(filter.attributes["id"] == "o-fx\(wrapper.id.rawValue)")
        #expect(filter.first { $0.tag == "feFlood" }?.attributes["style"] == "flood-color:var(--o-blue)")
        #expect(node.first { $0.tag == "feComposite" }?.attributes["operator"] == "arithmetic")
    }

    @Test func malformedEffectParametersAreDropped() {
        var classes = ClassList("o-mod"), style = StyleList()
        #expect(Shells.visualEffect("scaleEffect", ["x": "2", "y": "1e9"], id: ElementID(rawValue: 1), &classes, &style) != nil)
        #expect(style.isEmpty, "an absurd scale is not written")
        #expect(Shells.visualEffect("blur", ["radius": "-1"], id: ElementID(rawValue: 1), &classes, &style) != nil)
        #expect(Shells.visualEffect("colorMultiply", ["color": "url(x)"], id: ElementID(rawValue: 1), &classes, &style) == [])
        #expect(style.isEmpty)
        #expect(Shells.visualEffect("unknownEffect", [:], id: ElementID(rawValue: 1), &classes, &style) == nil)
    }

    @Test func redactedRegionsAreMarked() throws {
        let html = HTMLRenderer.html(ViewGraph(VStack { Text("Name"); Text("Always").unredacted() }.redacted(reason: .placeholder)).rootElement)
        #expect(html.contains("class=\"o-mod o-m-redacted o-redacted\""))
        #expect(html.contains("class=\"o-mod o-m-unredacted o-unredacted\""))
    }

    @Test func geometryEffectsDrawTheirMatrixAboutTheTopLeftCorner() throws {
        let skew = ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: -10, ty: 4))
        #expect(try wrapperStyles(Text("A").projectionEffect(skew))
            == ["transform:matrix3d(1,0,0,0,0.5,1,0,0,0,0,1,0,-10,4,0,1);transform-origin:0% 0%"])
    }

    @Test func aScrollTransitionsPhasesBecomeCustomProperties() throws {
        let styles = try wrapperStyles(Text("A").scrollTransition { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0.5).scaleEffect(phase.isIdentity ? 1 : 0.8, anchor: .top).blur(radius: phase.isIdentity ? 0 : 2)
        })
        let style = try #require(styles.first)
        // Transforms turn about their anchor (the top: half the height up from the centre), the first effect rightmost.
        #expect(style.contains("--o-st-t-transform:translate(0%,-50%) scale(0.8,0.8) translate(0%,50%)"))
        #expect(style.contains("--o-st-i-transform:translate(0%,-50%) scale(1,1) translate(0%,50%)"))
        #expect(style.contains("--o-st-l-opacity:0.5") && style.contains("--o-st-i-opacity:1"))
        #expect(style.contains("--o-st-t-filter:blur(2px)") && style.contains("--o-st-i-filter:blur(0px)"))
        let markup = HTMLRenderer.html(ViewGraph(Text("A").scrollTransition { content, _ in content }).rootElement)
        #expect(markup.contains("o-scroll-transition"))
        // Malformed phases (the page's attributes are the server's own, but the shell checks them) draw nothing.
        let parsed = Shells.phaseCSS("scaleEffect|x=oops;offset|x=1;blur|radius=-3;opacity|value=2;nothing|a=1")
        #expect(parsed.transform == "none" && parsed.opacity == "1" && parsed.filter == "none")
    }
}
