import Observatory
import Synchronization

/// A thread-safe, ordered record of what observers saw.
final class EventLog: Sendable {
    private let storage = SanitizedMutex<[String]>([])

    func append(_ event: String) {
        storage.withLock { $0.append(event) }
    }

    var events: [String] { storage.withLock { $0 } }

    var count: Int { storage.withLock { $0.count } }

    func count(of event: String) -> Int {
        storage.withLock { $0.filter { $0 == event }.count }
    }
}

/// A thread-safe counter.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    func increment() { value.add(1, ordering: .relaxed) }

    var count: Int { value.load(ordering: .relaxed) }
}

/// A value behind a lock, shareable between tasks. (`SanitizedMutex`, so
/// that ThreadSanitizer sees the locking.)
final class Locked<Value: Sendable>: Sendable {
    private let mutex: SanitizedMutex<Value>

    init(_ value: Value) { mutex = SanitizedMutex(value) }

    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { body(&$0) }
    }
}
