import Synchronization

/// A thread-safe, ordered list of events.
final class EventLog: Sendable {
    private let events = Mutex<[String]>([])

    func callAsFunction(_ event: String) {
        events.withLock { $0.append(event) }
    }

    var entries: [String] {
        events.withLock { $0 }
    }

    /// Removes and returns every event.
    func drain() -> [String] {
        events.withLock { events in
            defer { events = [] }
            return events
        }
    }
}

extension EventLog {
    /// Logs `label`, runs `action`, then logs the events that `fired` collected
    /// meanwhile, sorted (see `flushSorted`).
    func step(_ label: String, flushingSorted fired: EventLog, _ action: () -> Void) {
        self(label)
        action()
        flushSorted(fired, into: self)
    }
}

/// Appends the events `fired` collected since the last call, sorted: for
/// several trackings that fire for one write, an order the toolchain does not
/// define.
func flushSorted(_ fired: EventLog, into log: EventLog) {
    for entry in fired.drain().sorted() { log(entry) }
}

/// `value` as a log shows it: its description, or "nil".
func show<T>(_ value: T?) -> String {
    value.map { "\($0)" } ?? "nil"
}
