import Dispatch

/// Whether the caller runs on the main dispatch queue, the main actor's
/// executor. `Thread.isMainThread` does not tell: on Linux, once
/// `dispatchMain()` parks the main thread, a worker thread drains the main
/// queue.
package enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
