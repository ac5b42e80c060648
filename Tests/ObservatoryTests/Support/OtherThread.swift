#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` on a new OS thread and waits for it to end.
///
/// A thread of its own rather than a Dispatch queue: the caller blocks while
/// it waits, and blocking a thread of the pool that would run `body` can
/// starve the pool (and every other test) on a two-core machine.
func runOnNewThread(_ body: @escaping @Sendable () -> Void) {
    runOnNewThreads([body])
}

/// Runs each of `bodies` on a new OS thread of its own, all at once, and
/// waits for every one to end: real parallelism, whatever the pool is doing.
func runOnNewThreads(_ bodies: [@Sendable () -> Void]) {
    final class Job { let body: @Sendable () -> Void; init(_ body: @escaping @Sendable () -> Void) { self.body = body } }
    #if canImport(Glibc)
    var threads: [pthread_t] = []
    #else
    var threads: [pthread_t?] = []
    #endif
    for body in bodies {
        let job = Unmanaged.passRetained(Job(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let created = pthread_create(&thread, nil, { raw in
            let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
            job.body()
            return nil
        }, job)
        precondition(created == 0, "pthread_create failed: \(created)")
        threads.append(thread)
    }
    for thread in threads {
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        pthread_join(thread!, nil)
        #endif
    }
}
