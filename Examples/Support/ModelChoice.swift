import ArgumentParser

/// The command-line option of an example written on both data-flow models
/// (Profile, ExpenseTracker): `--observable-object` serves the version
/// before the migration.
public struct ModelChoice: ParsableArguments {
    /// Whether to serve the version on `ObservableObject`.
    @Flag(help: "Serve the screen written on ObservableObject (before the migration) instead of @Observable.")
    public var observableObject = false

    /// The default: the `@Observable` version.
    public init() {}
}
