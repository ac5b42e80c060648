import Foundation
import Testing
import ObservatoryUI

@Observable final class DueModel {
    var due = Date(timeIntervalSince1970: 1_700_000_000)
}

struct DuePicker: View {
    let model: DueModel
    var body: some View {
        @Bindable var model = model
        DatePicker("Due", selection: $model.due, displayedComponents: .date)
    }
}

struct BoundedDuePicker: View {
    let model: DueModel
    let range: ClosedRange<Date>
    var body: some View {
        @Bindable var model = model
        DatePicker("Due", selection: $model.due, in: range)
    }
}

@MainActor
@Suite struct DatePickerTests {
    @Test func datePickerShowsISO8601AndComponents() throws {
        let graph = ViewGraph(DuePicker(model: DueModel()))
        let picker = try #require(graph.rootElement.all(.datePicker).first)
        #expect(picker.textLine() == "datePicker components=date value=2023-11-14T22:13:20Z")
        #expect(picker.children.first?["text"] == "Due")
    }

    @Test func setValueTakesSecondsSince1970() throws {
        let model = DueModel()
        let graph = ViewGraph(DuePicker(model: model))
        let picker = try #require(graph.rootElement.all(.datePicker).first)
        let changes = try #require(graph.send(.setValue(0), to: picker.id))
        #expect(model.due == Date(timeIntervalSince1970: 0))
        #expect(changes.changedNames == [picker.id: ["value"]])
        #expect(picker["value"] == "1970-01-01T00:00:00Z")
    }

    @Test func inputTakesISO8601Text() throws {
        let model = DueModel()
        let graph = ViewGraph(DuePicker(model: model))
        let picker = try #require(graph.rootElement.all(.datePicker).first)
        graph.send(.input("2024-03-01T10:00:00Z"), to: picker.id)
        #expect(model.due == Date(timeIntervalSince1970: 1_709_287_200))
        #expect(graph.send(.input("next tuesday"), to: picker.id) == nil)
        #expect(model.due == Date(timeIntervalSince1970: 1_709_287_200))
    }

    @Test func valuesAreClampedToTheRange() throws {
        let model = DueModel()
        let start = Date(timeIntervalSince1970: 1_600_000_000)
        let end = Date(timeIntervalSince1970: 1_800_000_000)
        let graph = ViewGraph(BoundedDuePicker(model: model, range: start...end))
        let picker = try #require(graph.rootElement.all(.datePicker).first)
        #expect(picker["components"] == "date,hourAndMinute")
        #expect(picker["lowerBound"] == "2020-09-13T12:26:40Z")
        graph.send(.setValue(0), to: picker.id)
        #expect(model.due == start)
        graph.send(.setValue(2_000_000_000), to: picker.id)
        #expect(model.due == end)
    }
}
