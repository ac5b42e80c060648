import Foundation
import Testing
import ObservatoryUI

/// A view whose `@AppStorage` names no store, as the articles write it.
private struct UnnamedStore: View {
    @AppStorage("observatory.defaultAppStorage.name") private var name = "guest"
    var body: some View {
        VStack {
            Text("name \(name)")
            Button("Rename") { name = "ada" }
        }
    }
}

/// The same key with a store named in the initializer.
private struct NamedStore: View {
    @AppStorage var name: String
    init(store: UserDefaults) {
        _name = AppStorage(wrappedValue: "guest", "observatory.defaultAppStorage.name", store: store)
    }
    var body: some View { Text("named \(name)") }
}

@MainActor
@Suite(".defaultAppStorage")
struct DefaultAppStorageTests {
    static let key = "observatory.defaultAppStorage.name"

    /// A fresh suite, removed when `body` returns.
    private func withSuite(_ body: (UserDefaults) throws -> Void) throws {
        let name = "observatory.tests.\(UUID().uuidString)"
        let store = try #require(UserDefaults(suiteName: name))
        defer { store.removePersistentDomain(forName: name) }
        try body(store)
    }

    @Test func anUnnamedStoreReadsAndWritesTheDefaultStore() throws {
        #expect(UserDefaults.standard.object(forKey: Self.key) == nil)
        defer { UserDefaults.standard.removeObject(forKey: Self.key) }
        try withSuite { store in
            store.set("lee", forKey: Self.key)
            let graph = ViewGraph(UnnamedStore().defaultAppStorage(store))
            #expect(graph.texts.first == "name lee")
            graph.tap("Rename")
            #expect(graph.texts.first == "name ada")
            #expect(store.string(forKey: Self.key) == "ada")
        }
        #expect(UserDefaults.standard.object(forKey: Self.key) == nil)
    }

    @Test func siblingsWithDifferentDefaultStoresKeepSeparateValues() throws {
        try withSuite { first in
            try withSuite { second in
                second.set("kim", forKey: Self.key)
                let graph = ViewGraph(VStack {
                    UnnamedStore().defaultAppStorage(first)
                    UnnamedStore().defaultAppStorage(second)
                })
                #expect(graph.texts == ["name guest", "Rename", "name kim", "Rename"])
                let rename = try #require(graph.allElements.first { $0.role == .button })
                graph.send(.tap, to: rename.id)
                #expect(graph.texts == ["name ada", "Rename", "name kim", "Rename"])
                #expect(first.string(forKey: Self.key) == "ada")
                #expect(second.string(forKey: Self.key) == "kim")
            }
        }
    }

    @Test func aStoreNamedInTheInitializerWins() throws {
        try withSuite { named in
            try withSuite { fallback in
                named.set("park", forKey: Self.key)
                fallback.set("jung", forKey: Self.key)
                let graph = ViewGraph(NamedStore(store: named).defaultAppStorage(fallback))
                #expect(graph.texts == ["named park"])
            }
        }
    }
}
