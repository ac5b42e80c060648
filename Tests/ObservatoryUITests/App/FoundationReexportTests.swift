// This file imports ObservatoryUI alone, as an article's view file imports
// SwiftUI alone: Foundation's types must come with it (it compiles only if
// ObservatoryUI re-exports Foundation).
import ObservatoryUI
import Testing

@Observable
private final class Item: Identifiable, Codable {
    let id: UUID
    var title: String
    init(id: UUID = UUID(), title: String) {
        self.id = id
        self.title = title
    }
}

@Suite("import ObservatoryUI brings Foundation")
struct FoundationReexportTests {
    @Test func articleCodeUsesFoundationTypesWithoutImportingIt() throws {
        var items = [Item(title: "Read"), Item(title: "Walk"), Item(title: "Cook")]
        items.remove(atOffsets: IndexSet(integer: 1))
        #expect(items.map(\.title) == ["Read", "Cook"])
        let data = try JSONEncoder().encode(items)
        let decoded = try JSONDecoder().decode([Item].self, from: data)
        #expect(decoded.map(\.id) == items.map(\.id))
        #expect(Date.now.timeIntervalSince1970 > 0)
    }
}
