import ObservatoryUI

/// Mounts a view (or an app's first window) without a screen, so a test can
/// read its element tree, act on it like a user, run its pending work, and
/// count which bodies ran and why.
///
/// ```swift
/// @MainActor @Test func increments() throws {
///     let host = ViewHost(CounterView())
///     try host.tap("Increment")
///     #expect(host.contains(text: "Count: 1"))
///     #expect(host.lastUpdate.map(\.viewType) == ["CountLabel"])
///     #expect(host.causes(of: CountLabel.self).allSatisfy { $0.isChange(of: \Counter.count) })
/// }
/// ```
///
/// Everything is deterministic: nothing updates behind the test's back while
/// it runs synchronously. An interaction runs the one batched update it
/// causes; mutations the test makes directly on models wait for ``update()``;
/// `.task` work runs when the test awaits ``settle(timeout:)``.
///
/// Lookups and interactions throw ``ViewHostError`` when they cannot do what
/// was asked: nothing matched, several elements matched, the control is
/// disabled or does not handle the event. The error's description ends
/// with the element tree.
@MainActor
public final class ViewHost {
    /// One body evaluation: node, view type, causes and update number.
    public typealias Evaluation = EvaluationStatistics.Record

    /// The mounted graph, for what the host does not wrap.
    ///
    /// The host sets the graph's `onUpdate` to account for updates the graph
    /// runs by itself; replacing it loses those updates' changes in
    /// ``measure(_:)``.
    public let graph: ViewGraph

    /// The title of the app's first window group, for a host made with
    /// ``init(app:environment:)``; nil otherwise or when it has none.
    public let windowTitle: String?

    /// The update numbers of the host's last operation (mount, update,
    /// settle or interaction): `lower` exclusive, `upper` inclusive.
    var lastOperation: (after: Int, through: Int) = (-1, 0)

    /// The changes of updates run while a measurement is open.
    var changeLog: [ElementChanges] = []
    /// How many ``measure(_:)`` calls are running.
    var openMeasurements = 0

    /// Mounts `content` as the root of a new window.
    ///
    /// - Parameters:
    ///   - content: The view to test.
    ///   - environment: The environment the root view sees.
    ///   - inspect: Whether each update is recorded as an ``UpdateReport``
    ///     (``lastReports``, ``lastMutations``).
    public init<Content: View>(
        _ content: Content, environment: EnvironmentValues = EnvironmentValues(), inspect: Bool = false
    ) {
        graph = ViewGraph(content, environment: environment, inspector: inspect ? UpdateInspector() : nil)
        windowTitle = nil
        connect()
    }

    /// Mounts the first window of `app`.
    ///
    /// - Parameters:
    ///   - app: The app; its `@State` is shared with every other host made
    ///     from the same instance.
    ///   - environment: The environment the window's root sees.
    ///   - inspect: Whether each update is recorded as an ``UpdateReport``.
    public init<A: App>(app: A, environment: EnvironmentValues = EnvironmentValues(), inspect: Bool = false) {
        graph = ViewGraph(app: app, environment: environment, inspector: inspect ? UpdateInspector() : nil)
        windowTitle = ViewGraph.windowTitle(of: app)
        connect()
    }

    isolated deinit {
        graph.onUpdate = nil
        graph.tasks.cancelAll()
    }

    private func connect() {
        graph.onUpdate = { [weak self] changes in
            self?.didUpdate(changes)
        }
    }

    /// Notes the changes of an update, run by the host or by the graph itself.
    func didUpdate(_ changes: ElementChanges) {
        if openMeasurements > 0 { changeLog.append(changes) }
    }

    // MARK: The tree

    /// The root element; its children are the window's content.
    public var root: Element { graph.rootElement }

    /// The element tree as indented text, one element per line: its role,
    /// then its attributes.
    ///
    /// ```
    /// root
    ///   stack alignment=center axis=vertical
    ///     text "Count: 0"
    ///     button
    ///       text "Increment"
    /// ```
    public var text: String { graph.rootElement.textTree() }

    /// The element tree as text, with each element's identity when `includeIDs` is true.
    public func text(includeIDs: Bool) -> String {
        graph.rootElement.textTree(includeIDs: includeIDs)
    }

    /// The text of every `text` element, in reading order: a compact view of
    /// what the window shows.
    public var texts: [String] {
        graph.rootElement.preorder().compactMap { $0.role == .text ? $0["text"] : nil }
    }

    /// The tree as failure messages show it: with identities, and a note when
    /// updates are pending.
    func failureTree() -> String {
        var tree = graph.rootElement.textTree(includeIDs: true)
        if let note = unmountedRowsNote() { tree += "\n" + note }
        if graph.hasPendingUpdates {
            tree += "\n(Updates are pending: this tree is stale. Call update() after mutating models directly, "
                + "or await settle() for .task work.)"
        }
        return tree
    }

    // MARK: Running updates

    /// Whether invalidations or lifecycle work are waiting for ``update()``.
    public var hasPendingUpdates: Bool { graph.hasPendingUpdates }

    /// How many `.task` tasks have not finished.
    public var runningTasks: Int { graph.tasks.count }

    /// Runs one batched update: re-runs every body invalidated since the last
    /// update (by mutations the test made on models directly, for example)
    /// and returns what changed in the element tree.
    @discardableResult
    public func update() -> ElementChanges {
        let before = graph.statistics.updateNumber
        let changes = graph.update()
        didUpdate(changes)
        lastOperation = (before, graph.statistics.updateNumber)
        return changes
    }

    /// Runs the work of `.task` modifiers to completion: waits for every
    /// running task, and for data views load off the main actor (a `@Query`
    /// of a PostgreSQL store), runs the update their mutations cause, and
    /// repeats while that update starts more tasks or leaves work pending.
    ///
    /// - Parameter timeout: How long to wait for tasks in all; a task still
    ///   running then (an endless loop, an unanswered stream) is an error.
    /// - Returns: Everything the updates along the way changed, as one set.
    /// - Throws: ``ViewHostError`` of kind ``ViewHostError/Kind/timedOut``.
    @discardableResult
    public func settle(timeout: Duration = .seconds(30)) async throws -> ElementChanges {
        let before = graph.statistics.updateNumber
        openMeasurements += 1
        let logStart = changeLog.count
        defer {
            openMeasurements -= 1
            if openMeasurements == 0 { changeLog.removeAll() }
        }
        let deadline = ContinuousClock.now + timeout
        while true {
            if graph.hasPendingUpdates { didUpdate(graph.update()) }
            // Data views load off the main actor (a `@Query` of a store on
            // the network) arrives as an update: wait for it first.
            let loads = PendingLoads.runningLoads
            if !loads.isEmpty && ContinuousClock.now < deadline {
                await PendingLoads.ended(loads, within: deadline - ContinuousClock.now)
                continue
            }
            // An update drains its own work, so with no task left there is nothing to wait for.
            if graph.tasks.count == 0 { break }
            let finished = await TaskWaiter.waitForAll(graph.tasks, until: deadline)
            if !finished {
                lastOperation = (before, graph.statistics.updateNumber)
                throw ViewHostError(
                    .timedOut,
                    "settle(timeout: \(timeout)) gave up: \(graph.tasks.count) task(s) still running.",
                    tree: failureTree())
            }
        }
        lastOperation = (before, graph.statistics.updateNumber)
        return ElementChanges.merging(Array(changeLog[logStart...]), in: graph)
    }
}
