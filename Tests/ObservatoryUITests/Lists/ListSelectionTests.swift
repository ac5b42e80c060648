import Foundation
import Testing
import ObservatoryUI

@MainActor
@Suite("List(selection:)")
struct ListSelectionTests {
    struct Habit: Identifiable, Hashable {
        let id: Int
        var name: String
    }

    static let habits = [Habit(id: 1, name: "Read"), Habit(id: 2, name: "Run"), Habit(id: 3, name: "Rest")]

    private func rows(_ graph: ViewGraph) -> [Element] {
        graph.allElements.filter { $0.role == .option && $0["selected"] != nil }
    }

    private func selected(_ graph: ViewGraph) -> [String] {
        rows(graph).filter { $0["selected"] == "true" }.map { $0.descendants().compactMap { $0["text"] ?? $0["label"] }.joined() }
    }

    @Test func aSingleSelectionFollowsTapsByElementID() {
        struct Single: View {
            @State var selection: Int?
            var body: some View {
                VStack {
                    List(ListSelectionTests.habits, selection: $selection) { Text($0.name) }
                    Text("selected \(selection.map(String.init) ?? "none")")
                }
            }
        }
        let graph = ViewGraph(Single())
        let rows = rows(graph)
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0["selected"] == "false" && $0["selection"] == "single" })
        graph.send(.tap, to: rows[1].id)
        #expect(graph.texts.last == "selected 2")
        #expect(selected(graph) == ["Run"])
        graph.send(.tap, to: rows[2].id)
        #expect(selected(graph) == ["Rest"], "choosing another row replaces the selection")
        graph.send(.tap, to: rows[2].id)
        #expect(selected(graph) == ["Rest"], "choosing the selected row keeps it, as on iOS")
    }

    @Test func aMultipleSelectionAddsAndRemovesTags() {
        struct Multiple: View {
            @State var selection: Set<String> = ["noon"]
            var body: some View {
                VStack {
                    List(selection: $selection) {
                        Text("Morning").tag("morning")
                        Text("Noon").tag("noon")
                        Text("Night").tag(42)
                    }
                    Text(selection.sorted().joined(separator: ","))
                }
            }
        }
        let graph = ViewGraph(Multiple())
        let rows = rows(graph)
        #expect(rows.map { $0["selection"] } == ["multiple", "multiple", "multiple"])
        #expect(selected(graph) == ["Noon"])
        graph.send(.tap, to: rows[0].id)
        #expect(graph.texts.last == "morning,noon")
        graph.send(.tap, to: rows[1].id)
        #expect(graph.texts.last == "morning")
        graph.send(.tap, to: rows[2].id)
        #expect(graph.texts.last == "morning", "a tag of another type selects nothing")
        #expect(selected(graph) == ["Morning"])
    }

    @Test func anExplicitTagInARowWinsOverTheElementsID() {
        struct Tagged: View {
            @State var selection: String?
            var body: some View {
                VStack {
                    List(selection: $selection) {
                        ForEach(ListSelectionTests.habits) { habit in
                            Text(habit.name).tag(habit.name.uppercased())
                        }
                    }
                    Text(selection ?? "none")
                }
            }
        }
        let graph = ViewGraph(Tagged())
        let rows = rows(graph)
        #expect(rows.count == 3, "one selectable row per element, the tagged view inside it")
        graph.send(.tap, to: rows[0].id)
        #expect(graph.texts.last == "READ")
        #expect(rows[0]["selected"] == "true")
    }

    @Observable final class Model {
        var selection: Int?
    }

    @Test func aChangeOfSelectionReResolvesOnlyTheRows() {
        struct Rows: View {
            let model: Model
            var body: some View {
                @Bindable var model = model
                List(ListSelectionTests.habits, selection: $model.selection) { Text($0.name) }
            }
        }
        let model = Model()
        let graph = ViewGraph(Rows(model: model))
        model.selection = 3
        graph.update()
        #expect(selected(graph) == ["Rest"])
        #expect(graph.lastEvaluated.isEmpty, "no body re-ran: \(graph.lastEvaluated)")
    }

    @Test func aForEachInsideARowMakesNoRowsOfItsOwn() {
        struct Nested: View {
            @State var selection: Int?
            var body: some View {
                List(ListSelectionTests.habits, selection: $selection) { habit in
                    HStack { ForEach(0..<2) { Text("\(habit.name) \($0)") } }
                }
            }
        }
        let graph = ViewGraph(Nested())
        #expect(rows(graph).count == 3)
    }

    @Test func aListWithoutSelectionHasNoSelectableRows() {
        let graph = ViewGraph(List(ListSelectionTests.habits) { Text($0.name) })
        #expect(rows(graph).isEmpty)
        #expect(!graph.allElements.contains { $0.role == .option })
    }
}
