// The `Observations` async sequence: the initial value, one element per batch
// of changes, isolation, finishing, errors and cancellation.

#if OBSERVATORY
import Observatory
#else
import Observation
#endif

let observationsScenarios: [Scenario] = [
    .onMain("observations.initialValue") { log in
        let m = MainModel()
        m.x = 3
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.change") { log in
        let m = MainModel()
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        await logElements(of: &iterator, writingX: [1, 2], to: m, log)
    },
    .onMain("observations.synchronousChangesCoalesce") { log in
        let m = MainModel()
        var iterator = Observations<String, Never> { "\(m.name):\(m.x)" }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        log("write x=1, x=2, name=b, x=3")
        m.x = 1
        m.x = 2
        m.name = "b"
        m.x = 3
        log("element \(show(await iterator.next()))")
        log("write x=4")
        m.x = 4
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.changeWhileWaiting") { log in
        let m = MainModel()
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        Task { @MainActor in
            log("write 5 in task")
            m.x = 5
        }
        log("waiting")
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.changeFromAnotherThread") { log in
        let m = Counter()
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        await Task.detached {
            log("write 7 in detached task")
            m.x = 7
        }.value
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.forAwait") { log in
        let m = MainModel()
        for await value in Observations<Int, Never>({ m.x }) {
            log("element \(value)")
            if value == 3 { break }
            m.x += 1
        }
        log("after loop x=\(m.x)")
    },
    .onMain("observations.dependenciesChange") { log in
        let m = MainModel()
        let useName = Locked(false)
        var iterator = Observations<String, Never> {
            useName.value ? m.name : "x=\(m.x)"
        }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        useName.withLock { $0 = true }
        log("write x=1 (read, switching to name)")
        m.x = 1
        log("element \(show(await iterator.next()))")
        log("write x=2 (no longer read), name=b")
        m.x = 2
        m.name = "b"
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.untrackedChangeDoesNotYield") { log in
        let m = Counter()
        let box = IteratorBox(Observations<Int, Never> { m.x })
        log(await box.next(timeout: 5_000))
        log("write y (untracked)")
        m.y = 1
        log(await box.next(timeout: 200))
    },
    // Elements are not deduplicated: a change back to the same value still
    // produces an element.
    .onMain("observations.noDeduplication") { log in
        let m = MainModel()
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        log("write x=1, x=0")
        m.x = 1
        m.x = 0
        log("element \(show(await iterator.next()))")
    },
    // Several writes in one main-actor job of another task: one element.
    .onMain("observations.coalesceInTask") { log in
        let m = MainModel()
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        Task { @MainActor in
            log("write 5, 6, 7 in task")
            m.x = 5
            m.x = 6
            m.x = 7
        }
        log("element \(show(await iterator.next()))")
    },
    // A closure that reads nothing observable yields its first value only.
    .onMain("observations.noDependencies") { log in
        let box = IteratorBox(Observations<Int, Never> { 5 })
        log(await box.next(timeout: 5_000))
        log(await box.next(timeout: 200))
    },
    // A main-actor closure, iterated from a task off the main actor.
    .onMain("observations.iteratedOffTheMainActor") { log in
        let m = MainModel()
        let sequence = Observations<Int, Never> { m.x }
        await Task.detached {
            var iterator = sequence.makeAsyncIterator()
            log("element \(show(await iterator.next()))")
            await MainActor.run {
                log("write 1 on the main actor")
                m.x = 1
            }
            log("element \(show(await iterator.next()))")
        }.value
    },
    // A closure isolated to another actor.
    .detached("observations.actorIsolated") { log in
        await Store().observe(log)
    },
    // A one-shot tracking inside the closure: both it and the sequence see a change.
    .onMain("observations.nestedTrackingInside") { log in
        let m = log.keepAlive(MainModel())
        let evaluations = Locked(0)
        var iterator = Observations<Int, Never> {
            let evaluation = evaluations.withLock { n -> Int in
                n += 1
                return n
            }
            return withObservationTracking { m.x } onChange: { log("inner onChange \(evaluation)") }
        }.makeAsyncIterator()
        await logElements(of: &iterator, writingX: [1, 2], to: m, log)
    },
    .onMain("observations.throwOnFirst") { log in
        let m = Failing()
        m.shouldThrow = true
        var iterator = Observations<Int, TestError> { () throws(TestError) -> Int in
            try m.valueOrThrow()
        }.makeAsyncIterator()
        do {
            log("element \(show(try await iterator.next()))")
        } catch {
            log("threw \(error)")
        }
        m.shouldThrow = false
        do {
            log("element \(show(try await iterator.next()))")
        } catch {
            log("threw again \(error)")
        }
    },
    .onMain("observations.untilFinished") { log in
        let m = MainModel()
        var iterator = Observations<Int, Never>.untilFinished {
            m.x >= 2 ? .finish : .next(m.x)
        }.makeAsyncIterator()
        await logElements(of: &iterator, writingX: [1, 2], to: m, log)
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.immediateFinish") { log in
        var iterator = Observations<Int, Never>.untilFinished { .finish }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.throwEndsSequence") { log in
        let m = Failing()
        var iterator = Observations<Int, TestError> { () throws(TestError) -> Int in
            try m.valueOrThrow()
        }.makeAsyncIterator()
        do {
            log("element \(show(try await iterator.next()))")
            log("write value=1")
            m.value = 1
            log("element \(show(try await iterator.next()))")
            log("write shouldThrow=true")
            m.shouldThrow = true
            log("element \(show(try await iterator.next()))")
        } catch {
            log("threw \(error)")
        }
        do {
            log("element \(show(try await iterator.next()))")
        } catch {
            log("threw again \(error)")
        }
    },
    .onMain("observations.cancellation") { log in
        let m = MainModel()
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let task = Task { @MainActor in
            var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
            log("element \(show(await iterator.next()))")
            startedContinuation.yield()
            log("element \(show(await iterator.next()))")
            log("element \(show(await iterator.next()))")
        }
        for await _ in started { break }
        log("cancel")
        task.cancel()
        await task.value
        log("write 1 after cancellation")
        m.x = 1
    },
    .onMain("observations.cancelledBeforeFirstElement") { log in
        let m = MainModel()
        let task = Task { @MainActor in
            var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
            log("task cancelled \(Task.isCancelled)")
            log("element \(show(await iterator.next()))")
        }
        task.cancel()
        await task.value
    },
    .detached("observations.nonisolated") { log in
        let m = Counter()
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        log("write 1")
        m.x = 1
        log("element \(show(await iterator.next()))")
        await Task.detached {
            log("write 2 in detached task")
            m.x = 2
        }.value
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.sequenceReusedSequentially") { log in
        let m = MainModel()
        let sequence = Observations<Int, Never> { m.x }
        var first = sequence.makeAsyncIterator()
        log("first iterator element \(show(await first.next()))")
        m.x = 1
        log("first iterator element \(show(await first.next()))")
        for await value in sequence {
            log("for-await element \(value)")
            break
        }
    },
]

/// Logs the iterator's first element, then for each value: "write <value>",
/// the write to `m.x`, and the element that follows.
@MainActor
private func logElements(
    of iterator: inout Observations<Int, Never>.Iterator,
    writingX values: [Int], to m: MainModel, _ log: EventLog
) async {
    log("element \(show(await iterator.next()))")
    for value in values {
        log("write \(value)")
        m.x = value
        log("element \(show(await iterator.next()))")
    }
}
