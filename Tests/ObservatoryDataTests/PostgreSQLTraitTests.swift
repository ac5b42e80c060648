#if !PostgreSQL
import Foundation
import Testing
import ObservatoryData

/// A build without the package trait `PostgreSQL` (scripts/test's
/// ThreadSanitizer pass) has no PostgreSQL store: a postgres:// configuration
/// says so, instead of being taken for a file.
@MainActor
@Test func aPostgresAddressWithoutTheTraitThrowsAnErrorThatNamesIt() throws {
    let address = URL(string: "postgres://app@localhost:5432/habits")!
    let error = #expect(throws: ModelStoreError.self) {
        _ = try ModelContainer(for: Schema([]), configurations: [ModelConfiguration(url: address)])
    }
    #expect(error?.description.contains("package trait PostgreSQL is off") == true)
    #expect(!FileManager.default.fileExists(atPath: address.path))
}
#endif
