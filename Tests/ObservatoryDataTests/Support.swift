import Foundation
@testable import ObservatoryData

/// A new, empty folder for store files, removed by the caller's `defer`.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// What observation callbacks heard, readable from any thread.
final class Heard: Sendable {
    private let names = SanitizedMutex<[String]>([])
    func append(_ name: String) { names.withLock { $0.append(name) } }
    var all: [String] { names.withLock { $0 } }
    var any: Bool { !all.isEmpty }
}

import Synchronization
