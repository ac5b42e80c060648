import Foundation
import Testing
@testable import ObservatoryWeb

/// Patches made inside an animation carry it, compactly; the page's
/// animation attributes are validated.
@MainActor
@Suite("Animated patches")
struct AnimationPatchTests {
    @Observable final class Model { var isOn = false }

    struct Screen: View {
        let model: Model
        let animated: Bool
        var body: some View {
            VStack {
                Button("Toggle") {
                    if animated {
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { model.isOn.toggle() }
                    } else {
                        model.isOn.toggle()
                    }
                }
                Circle().fill(model.isOn ? .green : .gray).frame(width: 20, height: 20).scaleEffect(model.isOn ? 1.5 : 1)
            }
        }
    }

    @Test func anAnimatedPatchCarriesItsAnimationWithinTwiceTheBytes() throws {
        let animated = try Harness(Screen(model: Model(), animated: true))
        let plain = try Harness(Screen(model: Model(), animated: false))
        let withAnimation = try animated.send("tap", to: animated.element(.button))
        let without = try plain.send("tap", to: plain.element(.button))
        #expect(withAnimation.hasSuffix(",\"anim\":\"s,0.4,0.7,0,1,1,0\"}"))
        #expect(!without.contains("anim"))
        #expect(withAnimation.utf8.count <= 2 * without.utf8.count, "\(withAnimation.utf8.count) B against \(without.utf8.count) B")
        try animated.expectInSync()
    }

    @Test func scopesAndTransitionsBecomeDataAttributes() throws {
        let html = HTMLRenderer.html(ViewGraph(VStack {
            Text("a").animation(.linear(duration: 1), value: 3)
            Text("b").animation(nil)
            Text("c").transition(.push(from: .top))
            Text("1").contentTransition(.numericText())
            Text("d").transition(.blurReplace)
            Text("e").transition(.blurReplace(.upUp))
        }).rootElement)
        #expect(html.contains("data-tr-in=\"blur(10)+scale(1.2,0.5,0.5)+opacity\" data-tr-out=\"blur(10)+scale(0.8,0.5,0.5)+opacity\""))
        #expect(html.contains("data-tr-in=\"blur(10)+scale(0.8,0.5,0.5)+opacity\" data-tr-out=\"blur(10)+scale(1.2,0.5,0.5)+opacity\""))
        #expect(html.contains("data-anim=\"b,0,0,1,1,1,0,1,1,0\" data-anim-key=\""))
        #expect(html.contains("data-anim=\"none\""))
        #expect(html.contains("data-tr-in=\"move(top)+opacity\" data-tr-out=\"move(bottom)+opacity\""))
        #expect(html.contains("data-ct=\"numericText\""))
    }

    @Test func malformedAnimationAttributesAreDropped() {
        #expect(Shells.animationSpec("s,0.5,1,0,1,1,0") == "s,0.5,1,0,1,1,0")
        #expect(Shells.animationSpec("none") == "none")
        for spec in ["s,0.5,1", "x,1,2,3,4,5,6", "s,a,b,c,d,e,f", "b,0,0,1,1,0.35,0,1,1", "s,1e9,1,0,1,1,0", "s,0.5,1,0,1,1,0;alert(1)"] {
            #expect(Shells.animationSpec(spec) == nil, "\(spec)")
        }
        #expect(Shells.transitionEffects("scale(0,0.5,0.5)+opacity") == "scale(0,0.5,0.5)+opacity")
        #expect(Shells.transitionEffects("") == "")
        #expect(Shells.transitionEffects("blur(10)+opacity") == "blur(10)+opacity")
        for effects in ["move(diagonal)", "scale(1)", "spin(3)", "opacity+url(x)", "offset(1,2,3)", "blur(1,2)", "blur(x)"] {
            #expect(Shells.transitionEffects(effects) == nil, "\(effects)")
        }
        let attributes = Shells.animationAttributes("animation", ["animation": "b,0,0,1,1,1,0,1,1,0", "key": "k\"><script"])
        #expect(attributes.map(\.name) == ["data-anim"], "a key that is not a fingerprint is dropped")
    }
}
