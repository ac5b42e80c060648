import Foundation
import Testing
@testable import ObservatoryWeb

/// How the page shows the scroll modifiers, button border shapes and
/// animated bindings; their attributes are validated like every other.
@MainActor
@Suite("Scroll modifiers, button shapes and animated bindings on the page")
struct SourceFormsRenderingTests {
    @Test func scrollModifiersBecomeClassesAndDataAttributes() {
        let html = HTMLRenderer.html(ViewGraph(VStack {
            ScrollView { Text("Newest") }
                .defaultScrollAnchor(.bottom)
                .scrollDismissesKeyboard(.immediately)
                .scrollDisabled(true)
                .scrollClipDisabled()
            ScrollView { Text("Plain") }
        }).rootElement)
        #expect(html.contains("class=\"o-scroll o-axes-vertical o-v o-scroll-disabled o-scroll-unclipped\" data-anchor=\"0.5,1\" data-dismiss-keyboard=\"immediately\""))
        #expect(html.contains("class=\"o-scroll o-axes-vertical o-v\"><span"), "no modifiers, no extra class or attribute; its content is an implicit VStack")
    }

    @Test func aScrollAnchorIsTwoFractionsOrNothing() {
        #expect(Shells.scrollAnchor("0.5,1") == "0.5,1")
        #expect(Shells.scrollAnchor("-3,7") == "0,1", "clamped to the scrollable extent")
        for malformed in ["1", "a,b", "1,2,3", "", "1e400,0", "0,1;x"] {
            #expect(Shells.scrollAnchor(malformed) == nil, "\(malformed)")
        }
        #expect(Shells.scrollAnchor(nil) == nil)
    }

    @Test func buttonBorderShapesBecomeClassesAndARadius() {
        let html = HTMLRenderer.html(ViewGraph(VStack {
            Button("Capsule") {}.buttonBorderShape(.capsule)
            Button("Rounded") {}.buttonBorderShape(.roundedRectangle(radius: 4)).tint(.red)
        }.buttonStyle(.bordered)).rootElement)
        #expect(html.contains("class=\"o-button o-bs-bordered o-bbs-capsule\""))
        #expect(html.contains("class=\"o-button o-bs-bordered o-bbs-roundedRectangle o-tinted\" style=\"--o-tint:"))
        #expect(html.contains(";--o-bbs-radius:4px\""))
    }

    @Test func anImageInATextIsDrawnInline() {
        let html = HTMLRenderer.html(ViewGraph(Text("Rated \(Image(systemName: "star.fill")) 4")).rootElement)
        #expect(html.contains("Rated <span class=\"o-inline-image\"><span class=\"o-image o-symbol\" role=\"img\" aria-label=\"star fill\"><svg"), "\(html)")
        #expect(html.contains("</svg></span></span> 4"))
    }

    @Observable final class Model { var isOn = false }

    struct Switches: View {
        @Bindable var model: Model
        let animated: Bool
        var body: some View {
            VStack {
                Toggle("Details", isOn: animated ? $model.isOn.animation(.linear(duration: 1)) : $model.isOn)
                if model.isOn { Text("Shown") }
            }
        }
    }

    @Test func aWriteThroughAnAnimatedBindingAnimatesItsPatch() throws {
        let animated = try Harness(Switches(model: Model(), animated: true))
        let plain = try Harness(Switches(model: Model(), animated: false))
        let withAnimation = try animated.send("toggle", to: animated.element(.toggle), value: "true")
        let without = try plain.send("toggle", to: plain.element(.toggle), value: "true")
        #expect(withAnimation.contains("\"anim\":\"b,0,0,1,1,1,0"), "\(withAnimation)")
        #expect(!without.contains("\"anim\""))
        #expect(animated.root.descendants().contains { $0["text"] == "Shown" })
        try animated.expectInSync()
    }
}

/// Symbol effects and the symbol content transition on the page.
@MainActor
@Suite("Symbol effects on the page")
struct SymbolEffectRenderingTests {
    @Observable final class Bell { var count = 0; var isRinging = false }

    struct Screen: View {
        let bell: Bell
        var body: some View {
            VStack {
                Button("Ring") { bell.count += 1 }
                Image(systemName: "bell").symbolEffect(.bounce, value: bell.count)
                Image(systemName: "wifi").symbolEffect(.variableColor.iterative, options: .repeating, isActive: bell.isRinging)
                Image(systemName: bell.count > 0 ? "bell.fill" : "bell").contentTransition(.symbolEffect(.replace))
                Image(systemName: "star").symbolEffect(.wiggle, options: .speed(2).repeat(3), value: bell.count).symbolEffectsRemoved()
            }
        }
    }

    @Test func aDiscreteEffectPlaysByAKeyThatChangesWithItsValue() throws {
        let bell = Bell()
        let harness = try Harness(Screen(bell: bell))
        let html = HTMLRenderer.html(harness.graph.rootElement)
        #expect(html.contains("data-sfx=\"bounce\" data-sfx-key=\""))
        #expect(html.contains("data-sfx=\"variableColor\" data-sfx-repeat=\"0\""))
        #expect(!html.contains("data-sfx-on"), "not active yet")
        #expect(!html.contains("data-sfx=\"wiggle\""), "symbolEffectsRemoved turns effects off")
        #expect(html.contains("data-ct=\"symbol\""))
        let frame = try harness.send("tap", to: harness.element(.button))
        #expect(frame.contains("\"data-sfx-key\""), "the bounce's key changes: the page plays it")
        bell.isRinging = true
        let ringing = try #require(try harness.flush())
        #expect(ringing.contains("\"data-sfx-on\""))
        try harness.expectInSync()
    }

    @Test func onlyKnownEffectsAndWellFormedKeysReachThePage() {
        #expect(Shells.symbolEffectAttributes(["effect": "pulse", "active": "true"]).map(\.name) == ["data-sfx", "data-sfx-on"])
        #expect(Shells.symbolEffectAttributes(["effect": "explode", "active": "true"]).isEmpty)
        #expect(Shells.symbolEffectAttributes(["effect": "bounce", "key": "x\"><b"]).map(\.name) == ["data-sfx"])
        #expect(Shells.symbolEffectAttributes(["effect": "bounce", "key": "1az", "repeat": "1000", "speed": "-1"]).map(\.name) == ["data-sfx", "data-sfx-key"])
    }
}
