import Synchronization

/// A value shared between closures that may run on any thread.
final class Locked<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    init(_ value: Value) {
        storage = Mutex(value)
    }

    func withLock<R: Sendable>(_ body: (inout Value) -> R) -> R {
        storage.withLock { body(&$0) }
    }

    var value: Value {
        storage.withLock { $0 }
    }
}
