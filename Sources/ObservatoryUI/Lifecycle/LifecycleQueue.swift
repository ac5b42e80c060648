/// Callbacks that run after the tree is consistent: appear, disappear and
/// change handlers, in the order they were queued.
@MainActor
final class LifecycleQueue {
    private var work: [@MainActor () -> Void] = []

    var hasWork: Bool { !work.isEmpty }

    func enqueue(_ callback: @escaping @MainActor () -> Void) {
        work.append(callback)
    }

    /// Runs what is queued now; callbacks queued meanwhile wait for the next round.
    func run() {
        let now = work
        work.removeAll()
        for callback in now { callback() }
    }
}
