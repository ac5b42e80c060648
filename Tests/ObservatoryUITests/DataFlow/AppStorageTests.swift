import Foundation
import Testing
import ObservatoryUI

enum Sort: String { case title, date }
enum Size: Int { case small = 1, large = 2 }

struct StoredSettings: View {
    let store: UserDefaults
    @AppStorage var name: String
    @AppStorage var count: Int
    @AppStorage var ratio: Double
    @AppStorage var flag: Bool
    @AppStorage var blob: Data
    @AppStorage var link: URL
    @AppStorage var sort: Sort
    @AppStorage var size: Size
    @AppStorage var nickname: String?

    init(store: UserDefaults) {
        self.store = store
        _name = AppStorage(wrappedValue: "guest", "name", store: store)
        _count = AppStorage(wrappedValue: 1, "count", store: store)
        _ratio = AppStorage(wrappedValue: 0.5, "ratio", store: store)
        _flag = AppStorage(wrappedValue: false, "flag", store: store)
        _blob = AppStorage(wrappedValue: Data(), "blob", store: store)
        _link = AppStorage(wrappedValue: URL(string: "https://example.com")!, "link", store: store)
        _sort = AppStorage(wrappedValue: .title, "sort", store: store)
        _size = AppStorage(wrappedValue: .small, "size", store: store)
        _nickname = AppStorage("nickname", store: store)
    }

    var body: some View {
        VStack {
            Text("\(name) \(count) \(ratio) \(flag) \(blob.count) \(link.absoluteString) \(sort.rawValue) \(size.rawValue) \(nickname ?? "-")")
            Button("Change") {
                name = "ada"; count = 2; ratio = 0.25; flag = true; blob = Data([1, 2, 3])
                link = URL(string: "https://swift.org/x")!; sort = .date; size = .large; nickname = "A"
            }
            TextField("Name", text: $name)
        }
    }
}

struct NameEcho: View {
    @AppStorage var name: String
    init(store: UserDefaults) { _name = AppStorage(wrappedValue: "guest", "name", store: store) }
    var body: some View { Text("echo \(name)") }
}

struct TwoReaders: View {
    let store: UserDefaults
    var body: some View {
        VStack {
            StoredSettings(store: store)
            NameEcho(store: store)
        }
    }
}

@MainActor
@Suite("@AppStorage")
struct AppStorageTests {
    let suite = "observatory.tests.\(UUID().uuidString)"

    @Test func defaultsThenWritesOfEverySupportedType() throws {
        let store = try #require(UserDefaults(suiteName: suite))
        defer { store.removePersistentDomain(forName: suite) }
        let graph = ViewGraph(StoredSettings(store: store))
        #expect(graph.texts.first == "guest 1 0.5 false 0 https://example.com title 1 -")
        graph.tap("Change")
        #expect(graph.texts.first == "ada 2 0.25 true 3 https://swift.org/x date 2 A")
        #expect(store.string(forKey: "sort") == "date")
        #expect(store.integer(forKey: "size") == 2)
    }

    @Test func aWriteReachesEveryViewReadingTheKey() throws {
        let store = try #require(UserDefaults(suiteName: suite))
        defer { store.removePersistentDomain(forName: suite) }
        let graph = ViewGraph(TwoReaders(store: store))
        let field = try #require(graph.allElements.first { $0.role == .textField })
        graph.send(.input("lee"), to: field.id)
        #expect(graph.texts.contains("echo lee"))
        #expect(Set(graph.lastEvaluated) == ["StoredSettings", "NameEcho"])
    }

    @Test func valuesSurviveARestart() async throws {
        // Another process writes, as the app would before it quits. (An exit
        // test cannot capture values: the suite's name goes by environment.)
        setenv("OBSERVATORY_APPSTORAGE_SUITE", suite, 1)
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let suite = ProcessInfo.processInfo.environment["OBSERVATORY_APPSTORAGE_SUITE"]!
                let store = UserDefaults(suiteName: suite)!
                let graph = ViewGraph(StoredSettings(store: store))
                graph.tap("Change")
            }
        }
        // …and this one, which never loaded the domain, reads the values back.
        let store = try #require(UserDefaults(suiteName: suite))
        defer { store.removePersistentDomain(forName: suite) }
        let graph = ViewGraph(StoredSettings(store: store))
        #expect(graph.texts.first == "ada 2 0.25 true 3 https://swift.org/x date 2 A")
    }
}
