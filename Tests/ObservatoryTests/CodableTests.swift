import Foundation
import Observatory
import Testing

// An @Observable class that declares Codable encodes exactly like a struct
// with the same properties (the toolchain writes `_title` keys and a
// `_$observationRegistrar` entry instead).

@Observable
final class HabitModel: Codable, @unchecked Sendable {
    let id: UUID
    var title: String
    var notes: String
    var isComplete: Bool
    var createdAt: Date
    @ObservationIgnored var cachedScore = 0

    init(id: UUID, title: String, notes: String = "", isComplete: Bool = false, createdAt: Date) {
        self.id = id
        self.title = title
        self.notes = notes
        self.isComplete = isComplete
        self.createdAt = createdAt
    }
}

struct HabitValue: Codable {
    let id: UUID
    var title: String
    var notes: String
    var isComplete: Bool
    var createdAt: Date
    var cachedScore = 0
}

@Observable
final class RenamedKeys: Codable, @unchecked Sendable {
    var title = "Walk"
    var count = 3
    var skipped = "not encoded"

    enum CodingKeys: String, CodingKey {
        case title = "habit_title"
        case count
    }

    init() {}
}

/// Keys spelled after the storage, as apps write them for Apple's
/// `@Observable`, on properties without defaults.
@Observable
final class StorageNamedKeys: Codable, @unchecked Sendable {
    var name: String
    var quantity: Int
    var note: String?

    enum CodingKeys: String, CodingKey {
        case _name = "name"
        case _quantity = "quantity"
        case _note = "note"
    }

    init(name: String, quantity: Int) {
        self.name = name
        self.quantity = quantity
    }
}

@Observable
final class Store: Codable, @unchecked Sendable {
    var habits: [HabitModel] = []
    var search = ""
}

@Suite("Codable")
struct CodableTests {
    let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    let date = Date(timeIntervalSince1970: 1_700_000_000)

    /// Sorted keys: Foundation's encoder on Linux writes keys in hash order, so
    /// even one struct encoded twice differs byte for byte without it.
    private func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("the JSON is byte for byte a struct's")
    func matchesStruct() throws {
        let model = HabitModel(id: id, title: "Read", notes: "10 pages", isComplete: true, createdAt: date)
        let value = HabitValue(id: id, title: "Read", notes: "10 pages", isComplete: true, createdAt: date)
        let encoded = try json(model)
        #expect(encoded == (try json(value)))
        #expect(!encoded.contains("_title"))
        #expect(!encoded.contains("observationRegistrar"))
    }

    @Test("decoding round-trips, and the decoded object is observable")
    func roundTrip() throws {
        let model = HabitModel(id: id, title: "Read", createdAt: date)
        let decoded = try JSONDecoder().decode(HabitModel.self, from: try JSONEncoder().encode(model))
        #expect(decoded.id == id)
        #expect(decoded.title == "Read")
        #expect(decoded.createdAt == date)
        let log = EventLog()
        withObservationTracking { _ = decoded.title } onChange: { log.append("title") }
        decoded.title = "Write"
        #expect(log.events == ["title"])
    }

    @Test("decoding from a struct's JSON works")
    func decodesStructJSON() throws {
        let value = HabitValue(id: id, title: "Run", notes: "", isComplete: false, createdAt: date)
        let decoded = try JSONDecoder().decode(HabitModel.self, from: try JSONEncoder().encode(value))
        #expect(decoded.title == "Run")
    }

    @Test("CodingKeys written by the user win")
    func userCodingKeys() throws {
        let encoded = try json(RenamedKeys())
        #expect(encoded.contains("\"habit_title\":\"Walk\""))
        #expect(encoded.contains("\"count\":3"))
        #expect(!encoded.contains("skipped"))
        let decoded = try JSONDecoder().decode(RenamedKeys.self, from: Data(#"{"habit_title":"Swim","count":9}"#.utf8))
        #expect(decoded.title == "Swim")
        #expect(decoded.count == 9)
        #expect(decoded.skipped == "not encoded")
    }

    @Test("keys named after the storage decode properties without defaults")
    func storageNamedKeys() throws {
        let original = StorageNamedKeys(name: "Vanilla", quantity: 3)
        #expect(try json(original) == #"{"name":"Vanilla","quantity":3}"#)
        let decoded = try JSONDecoder().decode(StorageNamedKeys.self, from: Data(#"{"name":"Rainbow","quantity":5,"note":"extra"}"#.utf8))
        #expect(decoded.name == "Rainbow" && decoded.quantity == 5 && decoded.note == "extra")
        #expect(throws: DecodingError.self, "a property without a default must be present") {
            try JSONDecoder().decode(StorageNamedKeys.self, from: Data(#"{"quantity":5}"#.utf8))
        }
    }

    @Test("nested observable models encode cleanly")
    func nestedModels() throws {
        let store = Store()
        store.habits = [HabitModel(id: id, title: "Read", createdAt: date)]
        let encoded = try json(store)
        #expect(!encoded.contains("_"), "no underscored key anywhere: \(encoded)")
        let decoded = try JSONDecoder().decode(Store.self, from: Data(encoded.utf8))
        #expect(decoded.habits.first?.title == "Read")
    }
}
