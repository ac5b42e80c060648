import Foundation
import ObservatoryTesting

/// Waits until `condition` holds, polling on the main actor; false after
/// `timeout` (generous: the test run shares one main actor).
@MainActor
func waitUntil(timeout: Duration = .seconds(30), _ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        guard clock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}

/// Polls until `condition` holds, running the updates the app's tasks leave
/// pending in `host`; false after `timeout`.
@MainActor
func pollUntil(
    _ host: ViewHost, timeout: Duration = .seconds(30), _ condition: @MainActor () -> Bool
) async -> Bool {
    await waitUntil(timeout: timeout) {
        if host.hasPendingUpdates { host.update() }
        return condition()
    }
}
