import Foundation
import Testing
@testable import ObservatoryData

@MainActor
struct ModelObservationTests {
    @Test func aModelIsObservedPropertyByProperty() throws {
        let habit = Habit(name: "Read")
        let changes = Heard()
        withObservationTracking { _ = habit.streak } onChange: { changes.append("streak") }
        habit.name = "Write"       // not read: nobody hears it
        habit.streak += 1
        #expect(changes.all == ["streak"])
    }

    @Test(arguments: TestStore.allCases) func transientPropertiesAreObservedButNotSaved(_ store: TestStore) async throws {
        let context = try memoryContainer(on: store, Habit.self).mainContext
        let habit = Habit(name: "Read")
        context.insert(habit)
        try await context.saveAndWait()
        let heard = Heard()
        withObservationTracking { _ = habit.isExpanded } onChange: { heard.append("changed") }
        habit.isExpanded = true
        #expect(heard.any)
        #expect(!context.hasChanges)
    }

    @Test(arguments: TestStore.allCases) func onlyChangedModelsAreUpdatedAndTheirChangedPropertiesReported(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Habit.self)
        let context = container.mainContext
        context.autosaveEnabled = false
        let read = Habit(name: "Read")
        let walk = Habit(name: "Walk")
        context.insert(read)
        context.insert(walk)
        try await context.saveAndWait()
        read.streak = 4
        read.streak = 5
        #expect(context.changedModelsArray.count == 1)
        let recorder = SaveRecorder()
        container.changes.add(recorder)
        try await context.saveAndWait()
        #expect(recorder.saves == [ModelChanges(updated: [read.persistentModelID: ["streak"]])])
    }
}

@MainActor
final class SaveRecorder: SaveObserver {
    var saves: [ModelChanges] = []
    func containerDidSave(_ changes: ModelChanges, by context: ObjectIdentifier, readAhead: StoreReadAhead?) {
        saves.append(changes)
    }
}

@Model
final class Setting: Codable {
    var key: String
    var value: Int
    init(key: String, value: Int) {
        self.key = key
        self.value = value
    }
}

struct ModelCodableTests {
    @Test func aCodableModelEncodesItsPropertiesByName() throws {
        let data = try JSONEncoder().encode(Setting(key: "volume", value: 3))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["key"] as? String == "volume")
        #expect(object?["value"] as? Int == 3)
        let decoded = try JSONDecoder().decode(Setting.self, from: data)
        #expect(decoded.key == "volume" && decoded.value == 3)
    }
}
