import ObservatoryUI

extension App {
    /// Serves the app to browsers: what `@main struct MyApp: App` runs when
    /// the file imports ObservatoryWeb. Takes the ``WebOptions`` flags
    /// (`--host`, `--port`…) and their environment variables.
    ///
    /// Conform to ``WebApp`` instead to add options of your own.
    @MainActor
    public static func main() async throws {
        try await WebHost.run(Self.self)
    }
}
