import ObservatoryCSupport
import Synchronization

/// `Synchronization.Mutex`, plus the happens-before edges that let
/// ThreadSanitizer see it synchronize.
///
/// On Linux, `Mutex` locks through futexes in a library that is not
/// instrumented, so `swift test --sanitize=thread` reports false races on any
/// state it guards. This wrapper tells the sanitizer about each acquire and
/// release; in an unsanitized build the annotations are empty calls.
package struct SanitizedMutex<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    private let mutex: Mutex<Value>

    /// Creates a mutex guarding `initialValue`.
    package init(_ initialValue: consuming sending Value) {
        mutex = Mutex(initialValue)
    }

    /// Runs `body` with exclusive access to the guarded value.
    package borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
            let address = withUnsafePointer(to: self) { UnsafeRawPointer($0) }
            observatory_sanitizer_acquire(address)
            defer { observatory_sanitizer_release(address) }
            return try body(&value)
        }
    }
}
