import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one run of a multi-threaded case took.
public struct ThreadTiming: Sendable {
    /// From the moment the threads were released together to the end of the
    /// last one, in nanoseconds.
    public var wall: Int
    /// The CPU time the threads spent, summed (`CLOCK_THREAD_CPUTIME_ID`).
    /// Unlike wall time, it does not depend on a second core being free: if
    /// the threads slow each other down (a shared lock, a shared reference
    /// count), each operation costs more CPU time on two threads than on one.
    public var cpu: Int
}

/// Runs `body(thread)` on `threads` new threads at once and returns when all
/// are done. The threads wait for each other before starting, so thread
/// creation is not timed. (Dispatch's `concurrentPerform` was tried first: on
/// this machine it often ran both iterations one after the other.)
public func onThreads(_ threads: Int, _ body: @escaping @Sendable (Int) -> Void) -> ThreadTiming {
    let run = ThreadRun(threads: threads, body: body)
    var handles: [pthread_t] = []
    for thread in 0..<threads {
        let context = Unmanaged.passRetained(ThreadContext(run: run, thread: thread)).toOpaque()
        var handle = pthread_t()
        let status = pthread_create(&handle, nil, { raw in
            let context = Unmanaged<ThreadContext>.fromOpaque(raw!).takeRetainedValue()
            context.run.execute(context.thread)
            return nil
        }, context)
        precondition(status == 0, "pthread_create failed: \(status)")
        handles.append(handle)
    }
    for handle in handles { pthread_join(handle, nil) }
    return ThreadTiming(
        wall: run.lastEnd.load(ordering: .acquiring) - run.firstStart.load(ordering: .acquiring),
        cpu: run.cpuTime.load(ordering: .acquiring))
}

private final class ThreadRun: Sendable {
    let threads: Int
    let body: @Sendable (Int) -> Void
    let ready = Atomic<Int>(0)
    let cpuTime = Atomic<Int>(0)
    let firstStart = Atomic<Int>(Int.max)
    let lastEnd = Atomic<Int>(0)

    init(threads: Int, body: @escaping @Sendable (Int) -> Void) {
        self.threads = threads
        self.body = body
    }

    func execute(_ thread: Int) {
        ready.add(1, ordering: .acquiringAndReleasing)
        while ready.load(ordering: .acquiring) < threads { sched_yield() }  // start together
        firstStart.min(monotonicNanoseconds(), ordering: .acquiringAndReleasing)
        let start = threadCPUNanoseconds()
        body(thread)
        cpuTime.add(threadCPUNanoseconds() - start, ordering: .acquiringAndReleasing)
        lastEnd.max(monotonicNanoseconds(), ordering: .acquiringAndReleasing)
    }
}

private final class ThreadContext: Sendable {
    let run: ThreadRun
    let thread: Int

    init(run: ThreadRun, thread: Int) {
        self.run = run
        self.thread = thread
    }
}

func monotonicNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
}

/// The CPU time the calling thread has used, in nanoseconds. Unlike the
/// wall clock, it leaves out the time the machine gave other work, so a
/// shared, busy machine stretches it far less.
public func threadCPUNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
}
