import Testing
import ObservatoryUI

@Observable final class SortModel {
    var ascending = true
    var flavor = "vanilla"
    var flavors = ["chocolate", "vanilla", "strawberry"]
    var offset = 0
    var number = 1
}

struct SortPicker: View {
    let model: SortModel
    var body: some View {
        @Bindable var model = model
        VStack {
            Picker("Sort", selection: $model.ascending) {
                Text("A→Z").tag(true)
                Text("Z→A").tag(false)
            }
            .pickerStyle(.segmented)
            Text("static")
        }
    }
}

struct FlavorPicker: View {
    let model: SortModel
    var body: some View {
        @Bindable var model = model
        Picker(selection: $model.flavor) {
            ForEach(model.flavors, id: \.self) { flavor in
                Label(flavor, systemImage: "star").tag(flavor)
            }
        } label: {
            Text("Flavor")
        }
    }
}

struct OffsetPicker: View {
    let model: SortModel
    var body: some View {
        @Bindable var model = model
        Picker("Number", selection: $model.number) {
            ForEach(0..<3) { index in
                OffsetOption(model: model, index: index)
            }
        }
    }
}

struct OffsetOption: View {
    let model: SortModel
    let index: Int
    var body: some View {
        Text("Option \(index)").tag(index + model.offset)
    }
}

@MainActor
@Suite struct PickerTests {
    @Test func pickerListsItsOptionsAndSelection() throws {
        let graph = ViewGraph(SortPicker(model: SortModel()))
        let picker = try #require(graph.rootElement.all(.picker).first)
        #expect(picker.textTree() == """
            picker label=Sort selection=0 style=segmented
              option label=A→Z
              option label=Z→A
            """)
        #expect(picker.children.map(\.tag) == [AnyHashable(true), AnyHashable(false)])
    }

    @Test func selectSetsTheBindingToTheOptionsTag() throws {
        let model = SortModel()
        let graph = ViewGraph(SortPicker(model: model))
        let picker = try #require(graph.rootElement.all(.picker).first)
        let changes = try #require(graph.send(.select(1), to: picker.id))
        #expect(model.ascending == false)
        #expect(changes.changedNames == [picker.id: ["selection"]])
        #expect(picker["selection"] == "1")
    }

    @Test func selectOutOfRangeIsRejected() throws {
        let model = SortModel()
        let graph = ViewGraph(SortPicker(model: model))
        let picker = try #require(graph.rootElement.all(.picker).first)
        #expect(graph.send(.select(2), to: picker.id) == nil)
        #expect(graph.send(.select(-1), to: picker.id) == nil)
        #expect(model.ascending == true)
    }

    @Test func selectionWithoutMatchingOptionIsMinusOne() throws {
        let model = SortModel()
        model.flavor = "mint"
        let graph = ViewGraph(FlavorPicker(model: model))
        let picker = try #require(graph.rootElement.all(.picker).first)
        #expect(picker["selection"] == "-1")
    }

    @Test func customLabelIsASlotAndOptionsKeepTheirContent() throws {
        let model = SortModel()
        let graph = ViewGraph(FlavorPicker(model: model))
        let picker = try #require(graph.rootElement.all(.picker).first)
        #expect(picker["selection"] == "1")
        #expect(picker["label"] == nil)
        #expect(picker.children.first?.textLine() == "slot name=label")
        #expect(picker.children.first?.children.first?["text"] == "Flavor")
        #expect(picker.children.filter { $0.role == .option }.count == 3)
        #expect(picker.children[1].children.first?.role == .label)
        graph.send(.select(2), to: picker.id)
        #expect(model.flavor == "strawberry")
        #expect(picker["selection"] == "2")
    }

    @Test func selectionFollowsOptionsThatMove() throws {
        let model = SortModel()
        model.flavor = "strawberry"
        let graph = ViewGraph(FlavorPicker(model: model))
        let picker = try #require(graph.rootElement.all(.picker).first)
        #expect(picker["selection"] == "2")
        model.flavors.removeFirst()
        let changes = graph.update()
        #expect(picker["selection"] == "1")
        #expect(changes.changedNames[picker.id] == ["selection"])
    }

    @Test func selectionFollowsTagsThatChange() throws {
        let model = SortModel()
        let graph = ViewGraph(OffsetPicker(model: model))
        let picker = try #require(graph.rootElement.all(.picker).first)
        #expect(picker["selection"] == "1")
        model.offset = 1
        graph.update()
        #expect(picker["selection"] == "0")
        graph.send(.select(2), to: picker.id)
        #expect(model.number == 3)
    }

    @Test func aForEachOfValuesIsTheOptionsTaggedWithTheirIds() throws {
        struct Colors: View {
            @State var color = "Green"
            var body: some View {
                VStack {
                    Picker("Color", selection: $color) {
                        ForEach(["Red", "Green", "Blue"], id: \.self) { Text($0) }
                    }
                    Text("Picked \(color)")
                }
            }
        }
        let graph = ViewGraph(Colors())
        let picker = try #require(graph.rootElement.all(.picker).first)
        #expect(picker.children.map(\.role) == [.option, .option, .option])
        #expect(picker["selection"] == "1")
        graph.send(.select(2), to: picker.id)
        #expect(picker["selection"] == "2")
        #expect(graph.texts.last == "Picked Blue")
    }
}
