extension App {
    /// Runs the app without a screen: mounts one window, lets its tasks
    /// finish, prints the element tree as text, and exits.
    ///
    /// Link a renderer (ObservatoryWeb's `WebApp`) to show the app for real.
    @MainActor
    public static func main() async {
        let graph = ViewGraph(app: Self())
        await graph.tasks.waitForAll()
        graph.update()
        print(graph.rootElement.textTree())
    }
}
