/// Waits until `condition` holds, polling on the main actor; false after
/// `timeout`. Tests share one main actor, so on a loaded machine work queued
/// on it (a `.task`, a scheduled flush) can take a while to get its turn: the
/// timeout is generous, and a passing condition returns within one poll.
@MainActor
func waitUntil(timeout: Duration = .seconds(30), _ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        guard clock.now < deadline else { return false }
        await Task.yield()
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}
