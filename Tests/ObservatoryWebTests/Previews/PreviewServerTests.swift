import Foundation
import Logging
import Testing
@testable import ObservatoryWeb

#Preview("Web counter") {
    @Previewable @State var count = 0
    Button("Count \(count)") { count += 1 }
}

#Preview("Turned badge", traits: .landscapeLeft) {
    Text("Badge turned")
}

#Preview("Small badge", traits: .sizeThatFitsLayout) {
    Text("Badge small")
}

/// `--previews`: a canvas at `/`, each preview also a window of its own at `/preview/<n>`.
@Suite("Previews server", .serialized, .timeLimit(.minutes(1)))
struct PreviewServerTests {
    @MainActor
    static func previews() -> [PreviewEntry] {
        PreviewCatalog.previews().filter { $0.module == "ObservatoryWebTests" }
    }

    @Test func theCanvasDrawsEveryPreviewInLightAndDark() async throws {
        try await Self.withServer { port in
            let canvas = try await HTTP.get(port: port, path: "/")
            #expect(canvas.status == 200)
            #expect(canvas.body.contains(#"href="/preview/0""#), "each preview opens alone too")
            #expect(canvas.body.contains(">Web counter<"))
            #expect(canvas.body.contains(">ObservatoryWebTests/PreviewServerTests.swift<"), "the previews are grouped by file")
            // Twice, live: in light and in dark, each on a phone's screen.
            #expect(canvas.body.components(separatedBy: ">Count 0<").count - 1 == 2)
            #expect(canvas.body.contains(#"data-o-scheme="light""#))
            #expect(canvas.body.contains(#"data-o-scheme="dark""#))
            #expect(canvas.body.contains("o-m-previewCanvas o-pv-device"))
            #expect(canvas.body.contains("width:393px;height:852px"))
            #expect(canvas.body.contains(">iPad<"), "the device is chosen in the page")
        }
    }

    @Test func aPreviewPageIsAWindowWithItsOwnState() async throws {
        try await Self.withServer { port in
            let page = try await HTTP.get(port: port, path: "/preview/0")
            #expect(page.status == 200)
            #expect(page.body.contains(">Count 0<"))
            #expect(page.body.contains("o-m-previewCanvas o-pv-device"))
            #expect(page.body.contains(#"href="/""#), "the way back to the canvas")
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
