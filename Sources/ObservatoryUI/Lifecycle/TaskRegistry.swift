/// The tasks started by `.task` modifiers in one graph, so that a test host
/// can wait for them and a window can cancel them all when it closes.
@MainActor
public final class TaskRegistry {
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    init() {}

    /// Starts `action` on the main actor and keeps its handle until it ends.
    func start(_ action: @escaping @MainActor () async -> Void) -> Int {
        nextID += 1
        let id = nextID
        running[id] = Task { @MainActor [weak self] in
            await action()
            self?.running[id] = nil
        }
        return id
    }

    /// Cancels the task `id` and forgets it.
    func cancel(_ id: Int) {
        running.removeValue(forKey: id)?.cancel()
    }

    /// Cancels every running task.
    public func cancelAll() {
        for task in running.values { task.cancel() }
        running.removeAll()
    }

    /// How many tasks have not finished.
    public var count: Int { running.count }

    /// Waits until every task started so far, and every task they lead to
    /// starting, has finished.
    public func waitForAll() async {
        while let (id, task) = running.first {
            await task.value
            running[id] = nil
        }
    }
}

private struct TaskRegistryKey: EnvironmentKey {
    static var defaultValue: TaskRegistry? { nil }
}

extension EnvironmentValues {
    /// The task registry of the view's graph (set at the root), for actions
    /// that start work outside a body (a refresh), so that a window cancels
    /// it when it closes and a test host can wait for it.
    var taskRegistry: TaskRegistry? {
        get { self[TaskRegistryKey.self] }
        set { self[TaskRegistryKey.self] = newValue }
    }
}
