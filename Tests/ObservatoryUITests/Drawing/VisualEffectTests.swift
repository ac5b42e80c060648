import Foundation
import Testing
@testable import ObservatoryUI

/// The visual effects as modifier elements, and redaction through the environment.
@MainActor
@Suite("Visual effects")
struct VisualEffectTests {
    @Test func effectsAreNamedModifiersWithTheirParameters() {
        struct Effects: View {
            var body: some View {
                Text("A")
                    .scaleEffect(1.5, anchor: .topLeading)
                    .rotationEffect(.degrees(30))
                    .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
                    .blur(radius: 2)
                    .brightness(0.2)
                    .contrast(1.5)
                    .saturation(0)
                    .grayscale(0.5)
                    .hueRotation(.degrees(90))
                    .colorInvert()
                    .colorMultiply(.red)
                    .blendMode(.multiply)
                    .compositingGroup()
                    .drawingGroup()
            }
        }
        let lines = ViewGraph(Effects()).rootElement.all(.modifier).map { $0.textLine() }
        #expect(lines == [
            "modifier modifier=drawingGroup",
            "modifier modifier=compositingGroup",
            "modifier mode=multiply modifier=blendMode",
            "modifier color=red modifier=colorMultiply",
            "modifier modifier=colorInvert",
            "modifier degrees=90 modifier=hueRotation",
            "modifier amount=0.5 modifier=grayscale",
            "modifier amount=0 modifier=saturation",
            "modifier amount=1.5 modifier=contrast",
            "modifier amount=0.2 modifier=brightness",
            "modifier modifier=blur radius=2",
            "modifier anchor=0.5,0.5 axis=0,1,0 degrees=45 modifier=rotation3DEffect perspective=1",
            "modifier anchor=0.5,0.5 degrees=30 modifier=rotationEffect",
            "modifier anchor=0,0 modifier=scaleEffect x=1.5 y=1.5",
        ])
    }

    @Test func redactionReachesTheEnvironmentAndUnredactedEscapesIt() throws {
        struct Reader: View {
            @Environment(\.redactionReasons) private var reasons
            var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "real") }
        }
        struct Card: View {
            var body: some View {
                VStack {
                    Reader()
                    Reader().unredacted()
                }
                .redacted(reason: .placeholder)
            }
        }
        let root = ViewGraph(Card()).rootElement
        #expect(root.all(.text).map { $0["text"] } == ["placeholder", "real"])
        #expect(root.all(.modifier).map { $0.textLine() } == [
            "modifier modifier=redacted reasons=placeholder", "modifier modifier=unredacted",
        ])
        let plain = ViewGraph(Text("x").redacted(reason: [])).rootElement
        #expect(plain.all(.modifier).map { $0.textLine() } == ["modifier modifier=unredacted"], "no reason, nothing hidden")
    }
}
