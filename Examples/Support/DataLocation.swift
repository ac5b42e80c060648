import Foundation
import ObservatoryUI

/// Where an example app keeps its data file.
///
/// An explicit path (the app's `--data` option) wins. Otherwise the file lives
/// in the app's folder under the XDG data directory: `$XDG_DATA_HOME`, or
/// `~/.local/share` when that variable is unset, empty or not absolute (the
/// XDG Base Directory rules).
public struct DataLocation: Sendable, Equatable {
    /// The data file.
    public let file: URL

    /// Resolves the data file of an app.
    ///
    /// - Parameters:
    ///   - explicitPath: A path given on the command line; relative paths are
    ///     resolved against the working directory. `nil` for the default.
    ///   - folder: The app's folder inside the data directory, such as
    ///     `"habit-tracker"`.
    ///   - fileName: The file's name, such as `"habits.json"`.
    ///   - environment: The variables to read `XDG_DATA_HOME` and `HOME` from.
    public init(
        explicitPath: String?, folder: String, fileName: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        if let explicitPath, !explicitPath.isEmpty {
            let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            file = URL(fileURLWithPath: explicitPath, relativeTo: base).standardizedFileURL
            return
        }
        file = Self.dataHome(environment)
            .appendingPathComponent(folder, isDirectory: true)
            .appendingPathComponent(fileName)
    }

    /// `$XDG_DATA_HOME` when it is an absolute path, else `$HOME/.local/share`.
    static func dataHome(_ environment: [String: String]) -> URL {
        AppFolders.dataHome(environment: environment)
    }
}
