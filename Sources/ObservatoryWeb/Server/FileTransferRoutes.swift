import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The file routes: `POST /_observatory/upload`, one file a tab sends for
/// `.fileImporter`, and `POST /_observatory/download`, one file of a
/// `.fileExporter` for the tab to save.
///
/// For an upload, the window and its token travel in headers (`X-Observatory-Window`,
/// `X-Observatory-Token`), never in the URL; the file's name in
/// `X-Observatory-Name` (percent-encoded) and its bytes in the body, at most
/// ``WebConfiguration/maxUploadSize``. The answer is `{"id":"…"}`, the id the
/// tab's `fileImport` event then names. A request from another origin, for an
/// unknown window, with a wrong token, too large, or past the window's
/// ``UploadStore/maximumFiles`` is refused and logged; the window goes on.
extension WebServer {
    /// Where uploads are sent.
    static let uploadPath = "/_observatory/upload"

    static let windowHeader = HTTPField.Name("X-Observatory-Window")!
    static let tokenHeader = HTTPField.Name("X-Observatory-Token")!
    static let nameHeader = HTTPField.Name("X-Observatory-Name")!
    static let targetHeader = HTTPField.Name("X-Observatory-Target")!
    static let indexHeader = HTTPField.Name("X-Observatory-Index")!
    static let uploadHeader = HTTPField.Name("X-Observatory-Upload")!

    /// Where the files of `.fileExporter` are downloaded from.
    static let downloadPath = "/_observatory/download"

    /// `POST /_observatory/download`: file `X-Observatory-Index` (0 first) of
    /// the `.fileExporter` element `X-Observatory-Target`, with the window and
    /// token in headers as for an upload. The documents are written on the
    /// main actor when the first is asked for; each file is also kept as an
    /// upload of the window (its id in `X-Observatory-Upload`), which the
    /// `fileExport` event names and the app gets the URL of.
    func download(_ request: Request) async -> Response {
        let headers = request.headers
        guard Self.isSameOrigin(request) else { return refuse(.forbidden, "Origin is not this server") }
        guard let windowID = headers[Self.windowHeader], let token = headers[Self.tokenHeader],
              let target = headers[Self.targetHeader].flatMap(Int.init), target >= 0,
              let index = (headers[Self.indexHeader] ?? "0").flatMap(Int.init), (0..<64).contains(index) else {
            return refuse(.badRequest, "missing window, token or target")
        }
        let prepared = await prepareDownload(window: windowID, token: token, target: target, index: index)
        guard case .file(let file, let id, let copy) = prepared else {
            return refuse(prepared == .noFile ? .notFound : .forbidden, "\(prepared)")
        }
        do {
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: copy, options: .atomic)
        } catch {
            logger.error("Export copy could not be written", metadata: ["error": "\(error)"])
            return Response(status: .internalServerError)
        }
        guard await recordUpload(window: windowID, id: id, file: copy) else { return refuse(.forbidden, "the window closed meanwhile") }
        let encodedName = file.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "file"
        return Response(
            status: .ok,
            headers: [
                .contentType: file.mimeType, .cacheControl: "no-store",
                .contentDisposition: "attachment; filename*=UTF-8''\(encodedName)",
                Self.nameHeader: encodedName, Self.uploadHeader: id,
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: file.data)))
    }

    /// What became of a download's request.
    enum DownloadPreparation: Equatable, CustomStringConvertible {
        case file(ExportedFile, id: String, copy: URL)
        case unknownWindow
        case wrongToken
        case noFile

        var description: String {
            switch self {
            case .file: "file"
            case .unknownWindow: "unknown window"
            case .wrongToken: "wrong token"
            case .noFile: "no presented exporter, or no such file"
            }
        }
    }

    @MainActor
    private func prepareDownload(window id: String, token: String, target: Int, index: Int) -> DownloadPreparation {
        guard let window = registry.window(id) else { return .unknownWindow }
        guard SessionSecrets.constantTimeEquals(window.token, token) else { return .wrongToken }
        guard let file = window.exportedFile(target: target, index: index),
              let place = window.uploads.reserve(named: file.name) else { return .noFile }
        return .file(file, id: place.id, copy: place.file)
    }

    func upload(_ request: Request) async -> Response {
        let headers = request.headers
        guard Self.isSameOrigin(request) else { return refuse(.forbidden, "Origin is not this server") }
        guard let windowID = headers[Self.windowHeader], let token = headers[Self.tokenHeader],
              let name = headers[Self.nameHeader]?.removingPercentEncoding, !name.isEmpty, name.utf8.count <= 1_024 else {
            return refuse(.badRequest, "missing window, token or file name")
        }
        if let length = headers[.contentLength].flatMap(Int.init), length > configuration.maxUploadSize {
            return refuse(.contentTooLarge, "file of \(length) bytes over the limit")
        }
        let reservation = await reserveUpload(window: windowID, token: token, name: name)
        guard case .reserved(let id, let file) = reservation else {
            return refuse(reservation == .full ? .tooManyRequests : .forbidden, "\(reservation)")
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: configuration.maxUploadSize)
        } catch {
            return refuse(.contentTooLarge, "file over the limit")
        }
        do {
            // Written here, off the main actor, which only records it.
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(buffer: body).write(to: file, options: .atomic)
        } catch {
            logger.error("Upload could not be written", metadata: ["error": "\(error)"])
            return Response(status: .internalServerError)
        }
        guard await recordUpload(window: windowID, id: id, file: file) else {
            try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
            return refuse(.forbidden, "the window closed meanwhile")
        }
        return Response(
            status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: #"{"id":"\#(id)"}"#)))
    }

    /// What became of an upload's request for a place.
    enum UploadReservation: Equatable, CustomStringConvertible {
        case reserved(id: String, file: URL)
        case unknownWindow
        case wrongToken
        case full

        var description: String {
            switch self {
            case .reserved: "reserved"
            case .unknownWindow: "unknown window"
            case .wrongToken: "wrong token"
            case .full: "the window holds its most uploads"
            }
        }
    }

    @MainActor
    private func reserveUpload(window id: String, token: String, name: String) -> UploadReservation {
        guard let window = registry.window(id) else { return .unknownWindow }
        guard SessionSecrets.constantTimeEquals(window.token, token) else { return .wrongToken }
        guard let place = window.uploads.reserve(named: name) else { return .full }
        return .reserved(id: place.id, file: place.file)
    }

    @MainActor
    private func recordUpload(window id: String, id upload: String, file: URL) -> Bool {
        guard let window = registry.window(id) else { return false }
        window.uploads.add(id: upload, file: file)
        return true
    }

    /// Whether `request` comes from a page of this server (`https` when a
    /// proxy says `X-Forwarded-Proto: https`), as the socket's handshake checks.
    static func isSameOrigin(_ request: Request) -> Bool {
        let scheme = request.headers[HTTPField.Name("X-Forwarded-Proto")!]?.lowercased() == "https" ? "https" : "http"
        return OriginCheck.isSameOrigin(origin: request.headers[.origin], host: request.head.authority, scheme: scheme)
    }

    private func refuse(_ status: HTTPResponse.Status, _ reason: String) -> Response {
        logger.warning("Upload refused: \(reason)")
        return Response(status: status)
    }
}
