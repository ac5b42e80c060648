import Testing
@testable import ObservatoryUI

/// `.scrollTransition`: the closure evaluated for its three phases, each
/// phase's effects told to the page.
@MainActor
@Suite("Scroll transitions")
struct ScrollTransitionTests {
    @Test func theThreePhasesAreEvaluatedAndEncoded() throws {
        let view = Text("card").scrollTransition(axis: .horizontal) { content, phase in
            content
                .opacity(phase.isIdentity ? 1 : 0.3)
                .scaleEffect(phase.isIdentity ? 1 : 0.75)
                .offset(y: phase.value * 10)
                .colorMultiply(.red)
        }
        let graph = ViewGraph(view)
        let element = try #require(graph.allElements.first { $0["modifier"] == "scrollTransition" })
        #expect(element["axis"] == "horizontal")
        #expect(element["identity"] == "opacity|value=1;scaleEffect|anchor=0.5,0.5|x=1|y=1;offset|x=0|y=0")
        #expect(element["leading"] == "opacity|value=0.3;scaleEffect|anchor=0.5,0.5|x=0.75|y=0.75;offset|x=0|y=-10")
        #expect(element["trailing"] == "opacity|value=0.3;scaleEffect|anchor=0.5,0.5|x=0.75|y=0.75;offset|x=0|y=10")
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.topLeading.isIdentity)
    }

    @Test func anIdentityEdgeKeepsTheViewAsShown() throws {
        let view = Text("row").scrollTransition(topLeading: .identity, bottomTrailing: .interactive) { content, phase in
            content.blur(radius: phase.isIdentity ? 0 : 4)
        }
        let graph = ViewGraph(view)
        let element = try #require(graph.allElements.first { $0["modifier"] == "scrollTransition" })
        #expect(element["axis"] == "vertical")
        #expect(element["leading"] == element["identity"])
        #expect(element["trailing"] == "blur|radius=4")
    }
}
