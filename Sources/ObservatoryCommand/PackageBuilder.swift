import Foundation

/// Builds one product of a package with `swift build`, incrementally.
struct PackageBuilder {
    /// The package's folder.
    let packagePath: String
    /// The executable product to build.
    let product: String
    /// `debug` or `release`.
    let configuration: String

    /// What a build gave.
    struct Outcome {
        /// Whether it succeeded.
        let succeeded: Bool
        /// Its output, standard output and error together.
        let output: String
        /// How long it took.
        let duration: Duration
    }

    /// Runs `swift build --product …` and waits for it; its output is kept,
    /// not shown.
    func build() async throws -> Outcome {
        let started = ContinuousClock.now
        let (status, output) = try await Self.run(
            "swift", ["build", "--package-path", packagePath, "--product", product, "-c", configuration])
        return Outcome(succeeded: status == 0, output: output, duration: ContinuousClock.now - started)
    }

    /// The path of the product's executable.
    func executablePath() async throws -> String {
        let (status, output) = try await Self.run(
            "swift", ["build", "--package-path", packagePath, "-c", configuration, "--show-bin-path"])
        guard status == 0, let folder = output.split(separator: "\n").last.map(String.init) else {
            throw DevLoopError("could not find the build folder: \(output)")
        }
        return folder + "/" + product
    }

    /// Runs a program found on the `PATH` and returns its exit status and output.
    static func run(_ program: String, _ arguments: [String]) async throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        // The output goes to a file, so that a long output cannot fill a pipe and stall the build.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-build-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw DevLoopError("could not create \(file.path) for the build's output")
        }
        defer { try? FileManager.default.removeItem(at: file) }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        let output = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return (status, output)
    }
}

/// A failure of the development loop itself (not of the app's build).
struct DevLoopError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
