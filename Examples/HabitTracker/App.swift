// App.swift — article 000, §8. Changed: the app owns the data file (its
// options are `--data` and `--no-autosave`) and serves itself (`WebApp`).
import ArgumentParser
import Foundation
import ExampleSupport
import ObservatoryWeb

@main
struct HabitApp: WebApp {
    struct Options: ParsableArguments {
        @Option(help: "The data file. Default: $XDG_DATA_HOME/habit-tracker/habits.json, or ~/.local/share/… when XDG_DATA_HOME is unset.")
        var data: String?

        @Flag(inversion: .prefixedNo, help: "Save shortly after each change.")
        var autosave = true
    }

    @State private var library: HabitLibrary

    init(options: Options) {
        let location = DataLocation(explicitPath: options.data, folder: "habit-tracker", fileName: "habits.json")
        let line = "HabitTracker: data file \(location.file.path)\(options.autosave ? "" : " (autosave off)")\n"
        FileHandle.standardOutput.write(Data(line.utf8))
        _library = State(initialValue: HabitLibrary(file: JSONDataFile(url: location.file), autosave: options.autosave))
    }

    init() { self.init(options: Options()) }

    var body: some Scene {
        WindowGroup {
            HabitListView()
                .environment(library)
                // A window closes when its tab has been gone a while and when
                // the server shuts down (SIGINT, SIGTERM): save what is pending.
                .onDisappear { library.saveIfChanged() }
        }
    }
}
