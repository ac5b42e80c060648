import Foundation
import Testing
@testable import ObservatoryData

/// One model, `Item`, as successive versions of an app declare it.
enum V1 {
    @Model final class Item {
        var name: String
        init(name: String) { self.name = name }
    }
}

enum V2 {
    /// Adds a property with a default value, and an optional one.
    @Model final class Item {
        var name: String
        var count = 7
        var note: String?
        init(name: String) { self.name = name }
    }
}

enum V3 {
    /// Adds a required property with no default: incompatible.
    @Model final class Item {
        var name: String
        var priority: Int
        init(name: String, priority: Int) {
            self.name = name
            self.priority = priority
        }
    }
}

enum V4 {
    /// Renames `name` to `title`.
    @Model final class Item {
        @Attribute(originalName: "name") var title: String
        init(title: String) { self.title = title }
    }
}

enum V5 {
    /// Changes `name`'s type: incompatible.
    @Model final class Item {
        var name: Int
        init(name: Int) { self.name = name }
    }
}

struct MigrationTests {
    private func seed(_ store: ModelConfiguration) async throws {
        let container = try ModelContainer(for: V1.Item.self, configurations: store)
        let context = ModelContext(container)
        context.insert(V1.Item(name: "first"))
        context.insert(V1.Item(name: "second"))
        try await context.saveAndWait()
    }

    @Test(arguments: TestStore.allCases) func aNewPropertyWithADefaultIsAddedToTheStoredRows(_ kind: TestStore) async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = kind.newLastingConfiguration(in: folder)
        try await seed(store)
        let context = ModelContext(try ModelContainer(for: V2.Item.self, configurations: store))
        let items = try context.fetch(FetchDescriptor<V2.Item>(sortBy: [SortDescriptor(\.name)]))
        #expect(items.map(\.name) == ["first", "second"])
        #expect(items.map(\.count) == [7, 7])
        #expect(items.map(\.note) == [nil, nil])
    }

    @Test(arguments: TestStore.allCases) func aRenamedPropertyKeepsItsValues(_ kind: TestStore) async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = kind.newLastingConfiguration(in: folder)
        try await seed(store)
        let context = ModelContext(try ModelContainer(for: V4.Item.self, configurations: store))
        #expect(try context.fetch(FetchDescriptor<V4.Item>(sortBy: [SortDescriptor(\.title)])).map(\.title) == ["first", "second"])
    }

    @Test(arguments: TestStore.allCases) func anIncompatibleChangeStopsWithAnErrorNamingTheModelAndProperty(_ kind: TestStore) async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = kind.newLastingConfiguration(in: folder)
        try await seed(store)
        #expect {
            try ModelContainer(for: V3.Item.self, configurations: store)
        } throws: { error in
            guard case ModelStoreError.incompatibleSchema(let model, let property, _) = error else { return false }
            return model == "Item" && property == "priority" && "\(error)".hasPrefix("Item.priority:")
        }
        #expect {
            try ModelContainer(for: V5.Item.self, configurations: store)
        } throws: { error in
            guard case ModelStoreError.incompatibleSchema(let model, let property, let reason) = error else { return false }
            return model == "Item" && property == "name" && reason.contains("TEXT") && reason.contains("Int")
        }
        // The failed migrations changed nothing: the first version still reads its rows.
        let context = ModelContext(try ModelContainer(for: V1.Item.self, configurations: store))
        #expect(try context.fetchCount(FetchDescriptor<V1.Item>()) == 2)
    }

    @Test func aFileThatIsNotAStoreIsKeptAsideAndANewStoreStarted() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("items.store")
        let garbage = Data("this is not a database, but somebody's data".utf8) + Data(repeating: 7, count: 5000)
        try garbage.write(to: file)

        let container = try ModelContainer(for: V1.Item.self, configurations: ModelConfiguration(url: file))
        let aside = try #require(container.recoveredStoreURL)
        #expect(aside.lastPathComponent.hasPrefix("items.corrupt-"))
        #expect(aside.pathExtension == "store")
        #expect(try Data(contentsOf: aside) == garbage)
        let context = ModelContext(container)
        context.insert(V1.Item(name: "fresh"))
        try await context.saveAndWait()
        #expect(try ModelContext(try ModelContainer(for: V1.Item.self, configurations: ModelConfiguration(url: file)))
            .fetchCount(FetchDescriptor<V1.Item>()) == 1)
    }

    @Test func theDefaultStoreLivesInTheXDGDataFolder() {
        let folder = ModelConfiguration.defaultDirectory(environment: ["XDG_DATA_HOME": "/data"], app: "Habits")
        #expect(folder.path == "/data/Habits")
        let home = ModelConfiguration.defaultDirectory(environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "relative"], app: "Habits")
        #expect(home.path == "/home/ana/.local/share/Habits")
    }
}
