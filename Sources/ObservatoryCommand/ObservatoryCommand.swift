import ArgumentParser

/// `observatory`: the developer's tools for an Observatory app.
///
/// ```sh
/// swift run observatory dev HabitTracker     # serve, rebuild and restart on every save
/// ```
@main
struct ObservatoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "observatory",
        abstract: "Tools for Observatory apps.",
        subcommands: [DevCommand.self]
    )
}
