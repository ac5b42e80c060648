import Testing
import ObservatoryUI

// `.pickerStyle(.navigationLink)`: the picker's row pushes a screen of its
// options; choosing one sets the selection and goes back, as on iOS.

@Observable
private final class Split {
    var people = 2
}

private struct SplitForm: View {
    @Bindable var split: Split
    var body: some View {
        NavigationStack {
            Form {
                Picker("Number of people", selection: $split.people) {
                    ForEach(2..<6) { Text("\($0) people") }
                }
                .pickerStyle(.navigationLink)
            }
            .navigationTitle("WeSplit")
        }
    }
}

@MainActor
@Suite("A navigation-link picker")
struct NavigationLinkPickerTests {
    @Test func itsRowPushesTheOptionsAndAChoiceGoesBack() throws {
        let split = Split()
        let graph = ViewGraph(SplitForm(split: split))
        let stack = try #require(graph.allElements.first { $0.role == .navigationStack })
        let picker = try #require(graph.allElements.first { $0.role == .picker })
        #expect(picker["style"] == "navigationLink")
        #expect(picker["selection"] == "0")

        graph.send(.tap, to: picker.id)
        #expect(stack.children.count == 2)
        let screen = stack.children[1]
        #expect(screen["title"] == "Number of people")
        let options = try #require(screen.descendants().first { $0.role == .picker })
        #expect(options["style"] == "inline")
        #expect(options["selection"] == "0")
        #expect(options.children.filter { $0.role == .option }.count == 4)

        graph.send(.select(2), to: options.id)
        #expect(split.people == 4)
        #expect(stack.children.count == 1)
        #expect(picker["selection"] == "2")
    }

    @Test func theOptionsScreenFollowsTheSelection() throws {
        let split = Split()
        let graph = ViewGraph(SplitForm(split: split))
        let stack = try #require(graph.allElements.first { $0.role == .navigationStack })
        let picker = try #require(graph.allElements.first { $0.role == .picker })
        graph.send(.tap, to: picker.id)
        split.people = 5
        _ = graph.update()
        let options = try #require(stack.children[1].descendants().first { $0.role == .picker })
        #expect(options["selection"] == "3")
    }

    @Test func withoutAStackItIsAMenu() throws {
        let split = Split()
        let graph = ViewGraph(
            Picker("People", selection: Bindable(split).people) { ForEach(2..<6) { Text("\($0) people") } }
                .pickerStyle(.navigationLink))
        let picker = try #require(graph.allElements.first { $0.role == .picker })
        #expect(picker["style"] == "menu")
        graph.send(.tap, to: picker.id)
        #expect(split.people == 2)
    }
}
