// App.swift — article 000, §8, with SwiftData. Changed: the app opens its
// store (option `--data`: a file, or a PostgreSQL address for a cluster, see
// scripts/cluster) and serves itself (`WebApp`); the scene gets the container
// with `.modelContainer(_:)`.
import ArgumentParser
import Foundation
import ObservatoryData
import ObservatoryWeb

@main
struct HabitDataApp: WebApp {
    struct Options: ParsableArguments {
        @Option(help: """
            The store: a file, or a postgres://user@host:port/database?schema=name address that several \
            processes share. Default: $XDG_DATA_HOME/HabitTrackerData/habits.store, or ~/.local/share/… \
            when XDG_DATA_HOME is unset.
            """)
        var data: String?
    }

    private let container: ModelContainer
    private let storeProblem: String?

    init(options: Options) {
        let configuration = options.data.map { data in
            if data.hasPrefix("postgres://") || data.hasPrefix("postgresql://"), let address = URL(string: data) {
                return ModelConfiguration("habits", url: address)
            }
            return ModelConfiguration(url: URL(fileURLWithPath: data, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)))
        } ?? ModelConfiguration("habits")
        do {
            container = try ModelContainer(for: Habit.self, configurations: configuration)
        } catch {
            FileHandle.standardError.write(Data("HabitTrackerData: \(error)\n".utf8))
            exit(1)
        }
        storeProblem = container.recoveredStoreURL.map {
            "The store could not be opened. It was kept at \($0.path), and a new one was started."
        }
        let shown = configuration.url.isFileURL
            ? configuration.url.path : "\(configuration.url.host ?? "localhost"):\(configuration.url.port ?? 5432)\(configuration.url.path)"
        FileHandle.standardOutput.write(Data("HabitTrackerData: store \(shown)\n".utf8))
    }

    init() { self.init(options: Options()) }

    var body: some Scene {
        WindowGroup {
            HabitListView(storeProblem: storeProblem)
        }
        .modelContainer(container)
    }
}
