import Foundation
import Logging
import Testing
@testable import ObservatoryWeb

@MainActor var webPreviewRuns = 0

#Preview("Web counter") {
    @Previewable @State var count = 0
    let _ = webPreviewRuns += 1
    Button("Count \(count)") { count += 1 }
}

/// `--previews`: an index at `/`, each preview a window of its own at `/preview/<n>`.
@Suite("Previews server", .serialized, .timeLimit(.minutes(1)))
struct PreviewServerTests {
    @MainActor
    static func previews() -> [PreviewEntry] {
        PreviewCatalog.previews().filter { $0.module == "ObservatoryWebTests" }
    }

    @Test func theIndexLinksEveryPreviewAndRunsNone() async throws {
        let runs = await MainActor.run { webPreviewRuns }
        try await Self.withServer { port in
            let index = try await HTTP.get(port: port, path: "/")
            #expect(index.status == 200)
            #expect(index.body.contains(#"<a class="o-url" href="/preview/0"><span data-oid="8" class="o-text">Web counter</span></a>"#))
            #expect(index.body.contains(">Web counter<"))
            #expect(index.body.contains(">ObservatoryWebTests/PreviewServerTests.swift<"), "the section is the file")
        }
        #expect(await MainActor.run { webPreviewRuns } == runs, "listing previews runs none of them")
    }

    @Test func aPreviewPageIsAWindowWithItsOwnState() async throws {
        try await Self.withServer { port in
            let page = try await HTTP.get(port: port, path: "/preview/0")
            #expect(page.status == 200)
            #expect(page.body.contains(">Count 0<"))
            #expect(page.body.contains("o-m-previewCanvas o-pv-device"))
            #expect(page.body.contains(#"href="/""#), "the way back to the index")
            #expect(try await HTTP.get(port: port, path: "/preview/99").status == 404)
        }
    }

    @Test func theFlagAndItsDefault() throws {
        #expect(try WebOptions.parse([]).configuration(environment: [:]).previews == false)
        #expect(try WebOptions.parse(["--previews"]).configuration(environment: [:]).previews == true)
    }

    static func withServer(_ body: (Int) async throws -> Void) async throws {
        let (ready, continuation) = AsyncStream.makeStream(of: Int.self)
        let server = await MainActor.run {
            var logger = Logger(label: "PreviewServerTests")
            logger.logLevel = .critical
            return PreviewPages.server(
                previews: previews(), appName: "Tests",
                configuration: WebConfiguration(host: "127.0.0.1", port: 0), logger: logger, announce: { _ in },
                onReady: { continuation.yield($0) })
        }
        let task = Task { try await server.run(shutdownSignals: []) }
        var iterator = ready.makeAsyncIterator()
        let port = try #require(await iterator.next())
        do {
            try await body(port)
        } catch {
            task.cancel()
            throw error
        }
        task.cancel()
        _ = try? await task.value
    }
}
