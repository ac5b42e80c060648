import Testing
import ObservatoryUI

/// `ColorPicker`: the selection as `#rrggbb`, and the page's choice back.
@MainActor
@Suite("ColorPicker")
struct ColorPickerTests {
    @Observable final class Theme {
        var tint = Color.orange
        var paper = Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)
    }

    @Test func theSelectionIsAColourInputValueAndTheInputSetsIt() throws {
        let theme = Theme()
        let graph = ViewGraph(VStack {
            ColorPicker("Tint", selection: Bindable(theme).tint)
            ColorPicker("Paper", selection: Bindable(theme).paper, supportsOpacity: false)
        })
        let pickers = graph.allElements.filter { $0.role == .colorPicker }
        #expect(pickers.map { $0["value"] } == ["#ff9500", "#ff8000"])
        #expect(pickers[0].children.first?["text"] == "Tint")
        graph.send(.input("#00FF80"), to: pickers[0].id)
        #expect(theme.tint == Color(red: 0, green: 1, blue: 128.0 / 255))
        #expect(pickers[0]["value"] == "#00ff80", "the control follows its binding")
        graph.send(.input("#000000"), to: pickers[1].id)
        #expect(theme.paper == Color(red: 0, green: 0, blue: 0, opacity: 0.5), "the opacity is kept")
    }

    @Test func whatIsNotAColourIsRefused() throws {
        let theme = Theme()
        let graph = ViewGraph(ColorPicker("Tint", selection: Bindable(theme).tint))
        let picker = try #require(graph.allElements.first { $0.role == .colorPicker })
        for text in ["red", "#12345", "#1234567", "#12345g", "", "#ff9500 "] {
            #expect(graph.send(.input(text), to: picker.id) == nil, "\(text)")
        }
        #expect(theme.tint == .orange)
    }
}
