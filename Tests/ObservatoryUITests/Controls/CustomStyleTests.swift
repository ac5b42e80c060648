import Foundation
import Testing
import ObservatoryUI

/// Custom `ButtonStyle`, `PrimitiveButtonStyle`, `ToggleStyle` and
/// `LabelStyle`: `makeBody(configuration:)` draws the control.
@MainActor
@Suite("Custom control styles")
struct CustomStyleTests {
    struct PressStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(configuration.isPressed ? "pressed" : "released")
                if configuration.role == .destructive { Text("danger") }
            }
        }
    }

    struct DoubleTapStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    struct WrappingStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { Text("wrapped"); Button(configuration) }
        }
    }

    struct CheckStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button { configuration.isOn.toggle() } label: {
                HStack { configuration.label; Text(configuration.isOn ? "[x]" : "[ ]") }
            }
        }
    }

    struct StackedStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { configuration.icon; configuration.title }
        }
    }

    @Observable final class Counter {
        var taps = 0
        var isOn = false
    }

    @Test func aButtonStyleDrawsTheLabelInsideTheButtonAndSeesThePress() throws {
        let counter = Counter()
        let graph = ViewGraph(VStack {
            Button("Save") { counter.taps += 1 }.buttonStyle(PressStyle())
            Button("Delete", role: .destructive) {}.buttonStyle(PressStyle())
        })
        #expect(graph.texts == ["Save", "released", "Delete", "released", "danger"])
        let buttons = graph.allElements.filter { $0.role == .button }
        #expect(buttons.map { $0["buttonStyle"] } == ["custom", "custom"])
        let press = try #require(graph.allElements.first { $0.role == .gesture && $0["gesture"] == "press" })
        #expect(press.parent?.id == buttons[0].id, "the press watcher is inside the button")
        graph.send(.longPress(.began), to: press.id)
        #expect(graph.texts.prefix(2) == ["Save", "pressed"])
        graph.send(.longPress(.cancelled), to: press.id)
        #expect(graph.texts.prefix(2) == ["Save", "released"])
        graph.send(.tap, to: buttons[0].id)
        #expect(counter.taps == 1, "the button keeps its action")
    }

    @Test func theInnermostButtonStyleWins() {
        let graph = ViewGraph(VStack {
            Button("Plain") {}.buttonStyle(.bordered)
        }.buttonStyle(PressStyle()))
        #expect(graph.texts == ["Plain"], "a named style inside a custom one draws the button")
        #expect(graph.allElements.first { $0.role == .button }?["buttonStyle"] == "bordered")
        let outer = ViewGraph(VStack { Button("Styled") {}.buttonStyle(PressStyle()) }.buttonStyle(.bordered))
        #expect(outer.texts == ["Styled", "released"])
    }

    @Test func aPrimitiveStyleDecidesWhenTheButtonFires() throws {
        let counter = Counter()
        let graph = ViewGraph(Button("Twice") { counter.taps += 1 }.buttonStyle(DoubleTapStyle()))
        let button = try #require(graph.allElements.first { $0.role == .button })
        #expect(button["buttonStyle"] == "primitive")
        #expect(graph.send(.tap, to: button.id) == nil, "the button itself does not fire")
        #expect(counter.taps == 0)
        let gesture = try #require(graph.allElements.first { $0.role == .gesture })
        #expect(gesture["count"] == "2")
        graph.send(.tapGesture(PointerLocation(x: 1, y: 1)), to: gesture.id)
        #expect(counter.taps == 1)
    }

    @Test func aPrimitiveStyleCanWrapTheStandardButton() throws {
        let counter = Counter()
        let graph = ViewGraph(Button("Go") { counter.taps += 1 }.buttonStyle(WrappingStyle()).buttonStyle(.borderedProminent))
        #expect(graph.texts == ["wrapped", "Go"])
        let buttons = graph.allElements.filter { $0.role == .button }
        #expect(buttons.map { $0["buttonStyle"] } == ["primitive", "borderedProminent"],
                "the standard button takes the named style around the custom one")
        graph.send(.tap, to: buttons[1].id)
        #expect(counter.taps == 1)
    }

    @Test func aToggleStyleDrawsTheToggleAndSwitchesItThroughTheBinding() throws {
        let counter = Counter()
        let graph = ViewGraph(Toggle("Done", isOn: Bindable(counter).isOn).toggleStyle(CheckStyle()))
        #expect(graph.texts == ["Done", "[ ]"])
        let toggle = try #require(graph.allElements.first { $0.role == .toggle })
        #expect(toggle["toggleStyle"] == "custom")
        #expect(toggle["isOn"] == nil, "the toggle is no control of its own")
        #expect(graph.send(.toggle(true), to: toggle.id) == nil)
        let button = try #require(graph.allElements.first { $0.role == .button })
        graph.send(.tap, to: button.id)
        #expect(counter.isOn)
        #expect(graph.texts == ["Done", "[x]"])
    }

    @Test func aToggleStyleCanWrapTheStandardToggle() throws {
        struct Framed: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { Text("framed"); Toggle(configuration) }
            }
        }
        let counter = Counter()
        let graph = ViewGraph(Toggle("Wi-Fi", isOn: Bindable(counter).isOn).toggleStyle(Framed()))
        let toggles = graph.allElements.filter { $0.role == .toggle }
        #expect(toggles.map { $0["toggleStyle"] } == ["custom", nil])
        graph.send(.toggle(true), to: toggles[1].id)
        #expect(counter.isOn)
        #expect(graph.texts == ["framed", "Wi-Fi"])
    }

    @Test func aLabelStyleArrangesTitleAndIcon() throws {
        let graph = ViewGraph(Label("Inbox", systemImage: "tray").labelStyle(StackedStyle()))
        let label = try #require(graph.allElements.first { $0.role == .label })
        #expect(label["labelStyle"] == "custom")
        let stack = try #require(label.children.first)
        #expect(stack.role == .stack)
        #expect(stack.children.map(\.role) == [.image, .text], "the icon, then the title, as the style stacks them")
        let named = ViewGraph(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly).labelStyle(StackedStyle()))
        #expect(named.allElements.first { $0.role == .label }?["labelStyle"] == "iconOnly")
    }

    @Test func aStyleThatChangesRedrawsTheControls() throws {
        struct Tinted: LabelStyle {
            let marker: String
            func makeBody(configuration: Configuration) -> some View {
                HStack { Text(marker); configuration.title }
            }
        }
        struct Screen: View {
            @State var marker = "•"
            var body: some View {
                VStack {
                    Label("Row", systemImage: "star")
                    Button("Next") { marker = "→" }
                }.labelStyle(Tinted(marker: marker))
            }
        }
        let graph = ViewGraph(Screen())
        #expect(graph.texts.prefix(2) == ["•", "Row"])
        let button = try #require(graph.allElements.first { $0.role == .button })
        graph.send(.tap, to: button.id)
        #expect(graph.texts.prefix(2) == ["→", "Row"])
    }
}
