import Foundation
import Testing
import ObservatoryUI

@Suite("The app's folders")
struct AppFoldersTests {
    @Test func dataFolderFollowsTheXDGRules() {
        #expect(AppFolders.data(app: "Habits", environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ana"]).path
            == "/data/Habits")
        // A relative or empty XDG variable is ignored, as the XDG rules say.
        #expect(AppFolders.data(app: "Habits", environment: ["XDG_DATA_HOME": "data", "HOME": "/home/ana"]).path
            == "/home/ana/.local/share/Habits")
        #expect(AppFolders.data(app: "Habits", environment: ["XDG_DATA_HOME": "", "HOME": "/home/ana"]).path
            == "/home/ana/.local/share/Habits")
    }

    @Test func cacheFolderFollowsTheXDGRules() {
        #expect(AppFolders.caches(app: "Habits", environment: ["XDG_CACHE_HOME": "/var/cache", "HOME": "/home/ana"]).path
            == "/var/cache/Habits")
        #expect(AppFolders.caches(app: "Habits", environment: ["HOME": "/home/ana"]).path == "/home/ana/.cache/Habits")
    }

    @Test func documentsDirectoryIsTheAppsDataFolderAndExists() throws {
        let documents = URL.documentsDirectory
        #expect(documents.standardizedFileURL.path == AppFolders.data().standardizedFileURL.path)
        #expect(URL.applicationSupportDirectory == documents)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: documents.path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)

        // What an iOS app does with it works unchanged.
        let file = documents.appending(path: "app-folders-test-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("[]".utf8).write(to: file, options: .atomic)
        #expect(try Data(contentsOf: file) == Data("[]".utf8))
    }

    @Test func cachesDirectoryIsTheAppsCacheFolderAndExists() {
        #expect(URL.cachesDirectory.standardizedFileURL.path == AppFolders.caches().standardizedFileURL.path)
        #expect(FileManager.default.fileExists(atPath: URL.cachesDirectory.path))
    }
}
