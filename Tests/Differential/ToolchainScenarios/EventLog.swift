import Synchronization

/// A thread-safe, ordered list of events.
final class EventLog: Sendable {
    private let events = Mutex<[String]>([])
    private let kept = Mutex<[KeptObject]>([])

    func callAsFunction(_ event: String) {
        events.withLock { $0.append(event) }
    }

    var entries: [String] {
        events.withLock { $0 }
    }

    /// Keeps `object` alive as long as the log, which outlives the reading of
    /// its entries.
    ///
    /// For scenarios about something other than freeing: a tracking still
    /// active when the scenario's locals go away would otherwise report the
    /// object's deinit, which Observatory does (following the toolchain's
    /// upstream main) and Swift 6.3 does not. Scenarios about freeing don't
    /// use it, and are intended differences.
    @discardableResult
    func keepAlive<Object: AnyObject>(_ object: Object) -> Object {
        let box = KeptObject(object: object)
        kept.withLock { $0.append(box) }
        return object
    }

    /// Removes and returns every event.
    func drain() -> [String] {
        events.withLock { events in
            defer { events = [] }
            return events
        }
    }
}

/// An object held only to extend its lifetime; never used across threads.
private struct KeptObject: @unchecked Sendable {
    let object: AnyObject
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
