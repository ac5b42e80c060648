import Observatory
import Synchronization

/// How many saves a container's contexts made, as an observable value:
/// reading it inside a tracking scope makes the next save invalidate the
/// reader, whatever thread either runs on.
final class SaveCount: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private let count = Atomic<Int>(0)

    /// The number of saves so far.
    var value: Int {
        registrar.access(self, keyPath: \.value)
        return count.load(ordering: .acquiring)
    }

    /// Counts one more save, and tells the readers.
    func increment() {
        registrar.withMutation(of: self, keyPath: \.value) {
            _ = count.add(1, ordering: .releasing)
        }
    }
}
