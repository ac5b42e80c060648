import Foundation
import Testing
@testable import ObservatoryWeb

/// `POST /_observatory/upload`: a file for `.fileImporter`, accepted only
/// with the window's token from this origin, within the size limit.
@Suite("Uploads")
struct UploadRouteTests {
    private func upload(
        _ server: TestServer, window: String, token: String, name: String = "notes%20%C3%A9t%C3%A9.txt",
        origin: String? = nil, body: String = "Buy milk"
    ) async throws -> (status: Int, headers: [String: String], body: String) {
        var headers = [
            "X-Observatory-Window": window, "X-Observatory-Token": token, "X-Observatory-Name": name,
            "Origin": origin ?? "http://\(server.host)",
        ]
        if name.isEmpty { headers["X-Observatory-Name"] = nil }
        return try await HTTP.get(port: server.port, path: WebServer.uploadPath, method: "POST", headers: headers, body: Data(body.utf8))
    }

    @Test func theWindowsOwnUploadIsStoredUnderItsName() async throws {
        try await TestServer.with { server in
            let window = try await server.openWindow()
            let answer = try await upload(server, window: window.id, token: window.token)
            #expect(answer.status == 200)
            #expect(answer.headers["cache-control"] == "no-store")
            let id = try #require(answer.body.split(separator: "\"").dropFirst(3).first.map(String.init))
            let file = try #require(await MainActor.run { window.uploads.file(for: id) })
            #expect(file.lastPathComponent == "notes été.txt")
            #expect(try String(contentsOf: file, encoding: .utf8) == "Buy milk")
            #expect(await MainActor.run { try? window.uploads.resolve(.files([URL(string: "observatory-upload:\(id)")!])) } == .files([file]))
            await MainActor.run { window.uploads.removeAll() }
            #expect(!FileManager.default.fileExists(atPath: file.path), "a closed window's uploads are deleted")
        }
    }

    @Test func anUploadWithoutTheWindowsTokenOrFromAnotherOriginIsRefused() async throws {
        try await TestServer.with { server in
            let window = try await server.openWindow()
            #expect(try await upload(server, window: window.id, token: "wrong").status == 403)
            #expect(try await upload(server, window: "nowhere", token: window.token).status == 403)
            #expect(try await upload(server, window: window.id, token: window.token, origin: "http://evil.example").status == 403)
            #expect(try await upload(server, window: window.id, token: window.token, name: "").status == 400)
            #expect(await MainActor.run { window.uploads.file(for: "anything") } == nil)
        }
    }

    @Test func aFileOverTheLimitIsRefused() async throws {
        let server = try await TestServer.start(maxUploadSize: 16)
        do {
            let window = try await server.openWindow()
            #expect(try await upload(server, window: window.id, token: window.token, body: String(repeating: "x", count: 17)).status == 413)
            #expect(try await upload(server, window: window.id, token: window.token, body: String(repeating: "x", count: 16)).status == 200)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func namesAreMadeSafe() {
        #expect(UploadStore.safeName("../../etc/passwd") == "passwd")
        #expect(UploadStore.safeName("C:\\\\Users\\\\a.txt") == "a.txt")
        #expect(UploadStore.safeName("..") == "file")
        #expect(UploadStore.safeName(".bashrc") == "file.bashrc")
        #expect(UploadStore.safeName("a\u{0}b\u{7F}.txt") == "ab.txt")
        #expect(UploadStore.safeName(String(repeating: "é", count: 100)).utf8.count <= 120)
    }
}

/// `POST /_observatory/download`: a `.fileExporter`'s file, given only with
/// the window's token, and kept as the window's copy.
@Suite("Downloads")
struct DownloadRouteTests {
    private func download(_ server: TestServer, window: String, token: String, target: String = "7", index: String = "0")
        async throws -> (status: Int, headers: [String: String], body: String)
    {
        try await HTTP.get(
            port: server.port, path: WebServer.downloadPath, method: "POST",
            headers: [
                "X-Observatory-Window": window, "X-Observatory-Token": token, "X-Observatory-Target": target,
                "X-Observatory-Index": index, "Origin": "http://\(server.host)",
            ])
    }

    @Test func theExportersFileIsGivenWithItsNameAndKeptAsACopy() async throws {
        try await TestServer.with { server in
            let window = try await server.openWindow()
            await MainActor.run { window.exports = [ExportedFile(name: "Notes été.txt", data: Data("Buy milk".utf8), mimeType: "text/plain")] }
            let answer = try await download(server, window: window.id, token: window.token)
            #expect(answer.status == 200)
            #expect(answer.body == "Buy milk")
            #expect(answer.headers["content-type"] == "text/plain")
            #expect(answer.headers["content-disposition"] == "attachment; filename*=UTF-8''Notes%20%C3%A9t%C3%A9%2Etxt")
            let id = try #require(answer.headers["x-observatory-upload"])
            let copy = try #require(await MainActor.run { window.uploads.file(for: id) })
            #expect(try String(contentsOf: copy, encoding: .utf8) == "Buy milk")
            await MainActor.run { window.uploads.removeAll() }
        }
    }

    @Test func aDownloadWithoutTheTokenOrAFileIsRefused() async throws {
        try await TestServer.with { server in
            let window = try await server.openWindow()
            await MainActor.run { window.exports = [ExportedFile(name: "a.txt", data: Data("a".utf8), mimeType: "text/plain")] }
            #expect(try await download(server, window: window.id, token: "wrong").status == 403)
            #expect(try await download(server, window: "nowhere", token: window.token).status == 403)
            #expect(try await download(server, window: window.id, token: window.token, index: "3").status == 404)
            #expect(try await download(server, window: window.id, token: window.token, target: "x").status == 400)
        }
    }
}
