extension App {
    /// Runs the app without a screen: mounts one window, lets its tasks
    /// finish, prints the element tree as text, and exits.
    ///
    /// Import a renderer to show the app for real: with `import
    /// ObservatoryWeb`, the same `@main struct MyApp: App` is served to a
    /// browser (ObservatoryWeb's `main` is preferred over this one).
    @MainActor @_disfavoredOverload
    public static func main() async {
        let graph = ViewGraph(app: Self())
        await graph.tasks.waitForAll()
        graph.update()
        print(graph.rootElement.textTree())
    }
}
