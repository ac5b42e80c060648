/// Loads that views started off the main actor and whose results a first
/// paint should show: a `@Query` of a store on the network registers one
/// while it fetches. A server renders a new window's page once the loads
/// its mount started have ended, or a bound has passed, without holding the
/// main actor meanwhile.
@MainActor
package enum PendingLoads {
    private final class Waiter {
        var remaining: Set<Int>
        var continuation: CheckedContinuation<Void, Never>?
        init(_ remaining: Set<Int>) { self.remaining = remaining }

        func resume() {
            continuation?.resume()
            continuation = nil
        }
    }

    private static var last = 0
    private static var running: Set<Int> = []
    private static var waiters: [Waiter] = []
    private static var collecting: [Set<Int>] = []

    /// Registers a load; call ``end(_:)`` with the number when it ends.
    package static func begin() -> Int {
        last += 1
        running.insert(last)
        if !collecting.isEmpty { collecting[collecting.count - 1].insert(last) }
        return last
    }

    /// Marks load `id` ended.
    package static func end(_ id: Int) {
        guard running.remove(id) != nil else { return }
        for waiter in waiters where waiter.remaining.remove(id) != nil && waiter.remaining.isEmpty {
            waiter.resume()
        }
        waiters.removeAll { $0.continuation == nil }
    }

    /// Runs `body`; returns its result and the loads begun meanwhile.
    package static func begun<Result>(during body: () throws -> Result) rethrows -> (Result, Set<Int>) {
        collecting.append([])
        defer { collecting.removeLast() }
        let result = try body()
        return (result, collecting[collecting.count - 1])
    }

    /// The loads running now.
    package static var runningLoads: Set<Int> { running }

    /// Returns when every load of `ids` has ended, or after `limit`.
    package static func ended(_ ids: Set<Int>, within limit: Duration) async {
        let waiter = Waiter(ids.intersection(running))
        guard !waiter.remaining.isEmpty else { return }
        await withCheckedContinuation { continuation in
            waiter.continuation = continuation
            waiters.append(waiter)
            Task { @MainActor in
                try? await Task.sleep(for: limit)
                waiter.resume()
                waiters.removeAll { $0.continuation == nil }
            }
        }
    }
}
