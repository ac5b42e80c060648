import Foundation
import Testing
@testable import ObservatoryUI

/// Animations as data: their compact form, the transaction that carries one
/// to an update, and the modifiers that scope, key and transition changes.
@MainActor
@Suite("Animation")
struct AnimationTests {
    @Test func animationsHaveACompactForm() {
        #expect(Animation.easeInOut(duration: 0.5).attributeValue == "b,0.42,0,0.58,1,0.5,0,1,1,0")
        #expect(Animation.linear.attributeValue == "b,0,0,1,1,0.35,0,1,1,0")
        #expect(Animation.easeIn.delay(0.2).speed(2).attributeValue == "b,0.42,0,1,1,0.35,0.2,2,1,0")
        #expect(Animation.easeOut(duration: 1).repeatForever().attributeValue == "b,0,0,0.58,1,1,0,1,0,1")
        #expect(Animation.linear.repeatCount(3, autoreverses: false).attributeValue == "b,0,0,1,1,0.35,0,1,3,0")
        #expect(Animation.spring(response: 0.4, dampingFraction: 0.6).attributeValue == "s,0.4,0.6,0,1,1,0")
        #expect(Animation.default.attributeValue == "s,0.55,1,0,1,1,0")
        #expect(Animation.bouncy.attributeValue == "s,0.5,0.7,0,1,1,0")
        #expect(Animation.smooth.attributeValue == "s,0.5,1,0,1,1,0")
        #expect(Animation.snappy.attributeValue == "s,0.5,0.85,0,1,1,0")
        #expect(Animation.spring(duration: 0.3, bounce: -0.5).attributeValue == "s,0.3,2,0,1,1,0", "negative bounce overdamps")
    }

    @Observable final class Model {
        var count = 0
        var isShown = false
    }

    struct Counter: View {
        let model: Model
        var body: some View { Text("\(model.count)") }
    }

    @Test func withAnimationCarriesItsAnimationToTheUpdate() throws {
        let model = Model()
        let graph = ViewGraph(Counter(model: model))
        withAnimation(.easeIn) { model.count = 1 }
        let animated = graph.update()
        #expect(animated.animation == .easeIn)
        #expect(!animated.attributes.isEmpty)

        model.count = 2
        #expect(graph.update().animation == nil, "a plain change is not animated")

        withAnimation(nil) { model.count = 3 }
        #expect(graph.update().animation == nil)

        withTransaction(Transaction(animation: .linear)) { model.count = 4 }
        #expect(graph.update().animation == .linear)

        var disabled = Transaction(animation: .linear)
        disabled.disablesAnimations = true
        withTransaction(disabled) { model.count = 5 }
        #expect(graph.update().animation == nil)

        withAnimation { model.count = model.count }
        #expect(graph.update().animation == nil, "no change, nothing to animate")
    }

    @Test func anEventHandlersAnimationReachesItsUpdate() throws {
        struct Toggler: View {
            let model: Model
            var body: some View {
                Button("Toggle") { withAnimation(.spring) { model.isShown.toggle() } }
                if model.isShown { Text("Shown").transition(.scale.combined(with: .opacity)) }
            }
        }
        let model = Model()
        let graph = ViewGraph(Toggler(model: model))
        let button = try #require(graph.rootElement.all(.button).first)
        let changes = try #require(graph.send(.tap, to: button.id))
        #expect(changes.animation == .spring)
        #expect(!changes.created.isEmpty)
        let transition = try #require(graph.rootElement.all(.modifier).first)
        #expect(transition.textLine() == "modifier insertion=scale(0,0.5,0.5)+opacity modifier=transition removal=scale(0,0.5,0.5)+opacity")
    }

    @Test func scopesKeysAndTransitionsAreAttributes() {
        struct Scoped: View {
            let value: Int
            var body: some View {
                VStack {
                    Text("a").scaleEffect(value > 0 ? 1.2 : 1).animation(.easeInOut(duration: 1).repeatForever(), value: value)
                    Text("b").animation(nil)
                    Text("c").animation(.linear)
                    Text("d").transition(.asymmetric(insertion: .move(edge: .leading), removal: .push(from: .bottom)))
                    Text("e").transition(.slide.animation(.easeOut))
                    Text("f").transition(.offset(x: 10, y: -4))
                    Text("\(value)").contentTransition(.numericText())
                    Text("g").transaction { $0.animation = nil }
                }
            }
        }
        let lines = ViewGraph(Scoped(value: 0)).rootElement.all(.modifier).map { $0.textLine() }
        let key0 = AnimationKey.of(0), key1 = AnimationKey.of(1)
        #expect(key0 != key1)
        #expect(lines == [
            "modifier animation=b,0.42,0,0.58,1,1,0,1,0,1 key=\(key0) modifier=animation",
            "modifier anchor=0.5,0.5 modifier=scaleEffect x=1 y=1",
            "modifier animation=none modifier=animation",
            "modifier animation=b,0,0,1,1,0.35,0,1,1,0 modifier=animation",
            "modifier insertion=move(leading) modifier=transition removal=move(top)+opacity",
            "modifier animation=b,0,0,0.58,1,0.35,0,1,1,0 insertion=move(leading) modifier=transition removal=move(trailing)",
            "modifier insertion=offset(10,-4) modifier=transition removal=offset(10,-4)",
            "modifier contentTransition=numericText modifier=contentTransition",
            "modifier animation=none modifier=animation",
        ])
    }

    @Test func theKeyChangesOnlyWithTheValue() throws {
        struct Pulse: View {
            let model: Model
            var body: some View {
                VStack {
                    Text("label \(model.isShown)")
                    Circle().scaleEffect(model.count > 0 ? 1.5 : 1).animation(.bouncy, value: model.count)
                }
            }
        }
        let model = Model()
        let graph = ViewGraph(Pulse(model: model))
        let scope = try #require(graph.rootElement.all(.modifier).first { $0["modifier"] == "animation" })
        let before = scope["key"]
        model.isShown = true
        graph.update()
        #expect(scope["key"] == before, "an unrelated change keeps the key")
        model.count = 1
        let changes = graph.update()
        #expect(scope["key"] != before)
        #expect(changes.attributes[scope.id]?["key"] != nil)
        #expect(changes.animation == nil, "the scope animates, not the whole patch")
    }
}
