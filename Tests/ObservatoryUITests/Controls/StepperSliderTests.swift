import Testing
import ObservatoryUI

@Observable final class QuantityModel {
    var quantity = 5
    var volume = 0.5
}

struct QuantityStepper: View {
    let model: QuantityModel
    var body: some View {
        @Bindable var model = model
        Stepper("Quantity", value: $model.quantity, in: 1...6, step: 1)
    }
}

struct CountStepper: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Stepper(value: $count, in: 0...10, step: 5) { Text("Count") }
            Text("Count is \(count)")
        }
    }
}

struct VolumeSlider: View {
    let model: QuantityModel
    var body: some View {
        @Bindable var model = model
        Slider(value: $model.volume, in: 0...1, step: 0.25)
            .tint(.orange)
    }
}

@MainActor
@Suite struct StepperSliderTests {
    @Test func stepperShowsValueRangeAndLabel() throws {
        let graph = ViewGraph(QuantityStepper(model: QuantityModel()))
        let stepper = try #require(graph.rootElement.all(.stepper).first)
        #expect(stepper.textLine() == "stepper lowerBound=1 step=1 upperBound=6 value=5")
        #expect(stepper.children.map { $0["text"] } == ["Quantity"])
    }

    @Test func stepperIncrementsAndClampsAtItsRange() throws {
        let model = QuantityModel()
        let graph = ViewGraph(QuantityStepper(model: model))
        let stepper = try #require(graph.rootElement.all(.stepper).first)
        let changes = try #require(graph.send(.increment, to: stepper.id))
        #expect(model.quantity == 6)
        #expect(changes.changedNames == [stepper.id: ["value"]])
        let unchanged = try #require(graph.send(.increment, to: stepper.id))
        #expect(model.quantity == 6)
        #expect(unchanged.isEmpty)
        #expect(stepper["value"] == "6")
    }

    @Test func stepperDecrementsAndClampsAtItsLowerBound() throws {
        let model = QuantityModel()
        model.quantity = 2
        let graph = ViewGraph(QuantityStepper(model: model))
        let stepper = try #require(graph.rootElement.all(.stepper).first)
        graph.send(.decrement, to: stepper.id)
        graph.send(.decrement, to: stepper.id)
        #expect(model.quantity == 1)
        #expect(stepper["value"] == "1")
        #expect(graph.send(.tap, to: stepper.id) == nil)
    }

    @Test func stepperOnStateMovesByStep() throws {
        let graph = ViewGraph(CountStepper())
        let stepper = try #require(graph.rootElement.all(.stepper).first)
        graph.send(.increment, to: stepper.id)
        graph.send(.increment, to: stepper.id)
        graph.send(.increment, to: stepper.id)
        #expect(stepper["value"] == "10")
        #expect(graph.rootElement.all(.text).contains { $0["text"] == "Count is 10" })
    }

    @Test func sliderShowsItsValueAndBounds() throws {
        let graph = ViewGraph(VolumeSlider(model: QuantityModel()))
        let slider = try #require(graph.rootElement.all(.slider).first)
        #expect(slider.textLine() == "slider lowerBound=0 step=0.25 tint=orange upperBound=1 value=0.5")
    }

    @Test func sliderSetValueClampsAndSnapsToStep() throws {
        let model = QuantityModel()
        let graph = ViewGraph(VolumeSlider(model: model))
        let slider = try #require(graph.rootElement.all(.slider).first)
        let changes = try #require(graph.send(.setValue(0.8), to: slider.id))
        #expect(model.volume == 0.75)
        #expect(changes.changedNames == [slider.id: ["value"]])
        graph.send(.setValue(7), to: slider.id)
        #expect(model.volume == 1)
        graph.send(.decrement, to: slider.id)
        #expect(model.volume == 0.75)
        #expect(graph.send(.setValue(.infinity), to: slider.id) == nil)
    }
}
