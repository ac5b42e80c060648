import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers, and a crash, only ever see the old contents
/// or the new ones: the data goes to a temporary file in the same folder,
/// which is flushed to disk and then renamed over the destination.
public enum AtomicWrite {
    /// Replaces the contents of `url` with `data`, creating missing folders.
    ///
    /// - Throws: ``AtomicWriteError`` naming the step that failed; the
    ///   destination is then unchanged and the temporary file removed.
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw AtomicWriteError(step: "create", path: temporary.path, code: errno) }
        var failure: AtomicWriteError?
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        do {
            try handle.write(contentsOf: data)
        } catch {
            failure = AtomicWriteError(step: "write", path: temporary.path, code: errno, underlying: error)
        }
        if failure == nil, fsync(descriptor) != 0 {
            failure = AtomicWriteError(step: "flush", path: temporary.path, code: errno)
        }
        close(descriptor)
        if failure == nil, rename(temporary.path, url.path) != 0 {
            failure = AtomicWriteError(step: "rename", path: url.path, code: errno)
        }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
        // Make the rename itself durable.
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }
}

/// A step of ``AtomicWrite/write(_:to:)`` that failed.
public struct AtomicWriteError: Error, CustomStringConvertible {
    init(step: String, path: String, code: Int32, underlying: (any Error)? = nil) {
        self.step = step
        self.path = path
        self.code = code
        self.underlying = underlying
    }

    /// `create`, `write`, `flush` or `rename`.
    public let step: String
    /// The file the step worked on.
    public let path: String
    /// The `errno` value.
    public let code: Int32
    /// The error Foundation reported, when it reported one.
    public var underlying: (any Error)?

    /// For example `could not rename /data/habits.json: Permission denied`.
    public var description: String {
        "could not \(step) \(path): \(underlying.map { "\($0)" } ?? String(cString: strerror(code)))"
    }
}
