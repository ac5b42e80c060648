import Foundation

/// Runs rendering on the main actor from a snapshot strategy, whose
/// closures are synchronous and not isolated: at once when the test already
/// runs on the main queue (a `@MainActor` test; with `dispatchMain()` that
/// queue may run on a thread other than the main thread), else through the
/// main queue, which the test runner serves while a test runs elsewhere.
enum MainActorRendering {
    /// Marks the main queue, so that code can tell it runs there.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static func run<T: Sendable>(_ body: @MainActor () -> T) -> T {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
            return MainActor.assumeIsolated(body)
        }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}
