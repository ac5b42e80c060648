// This file imports ObservatoryUI alone, as a SwiftUI view file that loads
// data imports SwiftUI alone: on Linux, URLSession and URLRequest live in
// FoundationNetworking, which ObservatoryUI must re-export for it to compile.
import ObservatoryUI
import Testing

@Suite("import ObservatoryUI brings URLSession")
struct FoundationNetworkingReexportTests {
    @Test func urlLoadingTypesNeedNoImportOfTheirOwn() async throws {
        var request = URLRequest(url: try #require(URL(string: "https://example.com/items?page=2")))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "content-type") == "application/json")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 5
        let session = URLSession(configuration: configuration)
        #expect(session.configuration.timeoutIntervalForRequest == 5)
        session.invalidateAndCancel()
    }
}
