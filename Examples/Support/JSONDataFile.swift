import Foundation

/// A value saved as JSON in one file: loaded at start, saved atomically, and
/// never overwritten when it cannot be read.
///
/// ```swift
/// let file = JSONDataFile<HabitStore>(url: location.file)
/// switch file.load() {
/// case .missing: store = HabitStore()
/// case .loaded(let saved): store = saved
/// case .unreadable(let problem): store = HabitStore(); show(problem)
/// }
/// ```
public struct JSONDataFile<Value: Codable>: Sendable {
    /// The file.
    public let url: URL

    /// Creates the file's handle; nothing is read or written yet.
    public init(url: URL) {
        self.url = url
    }

    /// What ``load()`` found.
    public enum Loaded {
        /// There is no file yet: the first run.
        case missing
        /// The file's value.
        case loaded(Value)
        /// The file exists but could not be read or decoded. It has been moved
        /// aside (see ``CorruptFileQuarantine``), or, when even that failed,
        /// left in place; ``DataFileProblem/keptAt`` says which.
        case unreadable(DataFileProblem)
    }

    /// Reads and decodes the file. A file that exists but fails is moved aside,
    /// so that the next ``save(_:)`` cannot overwrite it.
    public func load() -> Loaded {
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        let reason: String
        do {
            let data = try Data(contentsOf: url)
            return .loaded(try JSONDecoder.dataFile.decode(Value.self, from: data))
        } catch let error as DecodingError {
            reason = DataFileProblem.describe(error)
        } catch {
            reason = "it could not be read (\(error.localizedDescription))"
        }
        do {
            let kept = try CorruptFileQuarantine.moveAside(url)
            return .unreadable(DataFileProblem(file: url, reason: reason, keptAt: kept))
        } catch {
            return .unreadable(DataFileProblem(file: url, reason: reason, keptAt: nil))
        }
    }

    /// Encodes `value` (sorted keys, dates in ISO 8601) and replaces the file
    /// atomically.
    public func save(_ value: Value) throws {
        try AtomicWrite.write(try encoded(value), to: url)
    }

    /// The bytes ``save(_:)`` writes for `value`.
    public func encoded(_ value: Value) throws -> Data {
        try JSONEncoder.dataFile.encode(value)
    }

    /// Writes bytes from ``encoded(_:)`` atomically.
    public func write(_ data: Data) throws {
        try AtomicWrite.write(data, to: url)
    }
}

/// Why a data file could not be loaded, and where it is now.
public struct DataFileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file the app tried to read.
    public let file: URL
    /// What went wrong, in words: `the JSON is malformed`, ….
    public let reason: String
    /// Where the bad file was kept, or `nil` when it could not be moved and is
    /// still at ``file`` (the app must then not save over it).
    public let keptAt: URL?

    /// A message for the user that names the file and where it went.
    public var description: String {
        if let keptAt {
            return "\(file.path) could not be loaded: \(reason). It was kept as \(keptAt.lastPathComponent); the app starts empty and saves a new file."
        }
        return "\(file.path) could not be loaded: \(reason). It could not be moved aside, so the app will not save over it."
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "the file is not valid JSON"
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "the value at \(path(context)) is not what the app expects"
        case .keyNotFound(let key, let context):
            return "\(path(context)) has no \"\(key.stringValue)\""
        @unknown default:
            return "the JSON does not match the app's data"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let components = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
        return components.isEmpty ? "the top level" : "the top level" + components.joined()
    }
}

extension JSONEncoder {
    /// Sorted keys and ISO 8601 dates with milliseconds: files that diff
    /// well and read well, and dates that keep their order after a reload.
    static var dataFile: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(DataFileDates.withFraction))
        }
        return encoder
    }
}

extension JSONDecoder {
    /// Reads what ``JSONEncoder/dataFile`` writes.
    static var dataFile: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = (try? DataFileDates.withFraction.parse(text)) ?? (try? DataFileDates.whole.parse(text)) {
                return date
            }
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(text) is not an ISO 8601 date")
        }
        return decoder
    }
}

/// The date formats of data files: ISO 8601 in UTC.
enum DataFileDates {
    /// `2026-11-21T11:50:07.125Z`, what the apps write.
    static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    /// `2026-11-21T11:50:07Z`, also read.
    static let whole = Date.ISO8601FormatStyle()
}
