import Observatory
import Testing

/// `Observations`, with SE-0475 semantics.
@Suite("Observations", .timeLimit(.minutes(1)))
@MainActor
struct ObservationsTests {
    struct Boom: Error, Equatable {}

    @Test("the first element is the current value")
    func initialValue() async {
        let values = Values()
        values.number = 7
        var iterator = Observations { values.number }.makeAsyncIterator()
        #expect(await iterator.next() == 7)
    }

    @Test("a change produces the new value")
    func changeProducesValue() async {
        let values = Values()
        var iterator = Observations { values.number }.makeAsyncIterator()
        #expect(await iterator.next() == 0)
        values.number = 1
        #expect(await iterator.next() == 1)
        values.number = 2
        #expect(await iterator.next() == 2)
    }

    @Test("changes made before the mutating code suspends arrive as one element")
    func coalescing() async {
        let values = Values()
        var iterator = Observations { values.number * 10 + values.text.count }.makeAsyncIterator()
        #expect(await iterator.next() == 0)
        values.number = 1
        values.number = 2
        values.text = "abc"
        values.number = 3
        #expect(await iterator.next() == 33)
        values.number = 4
        #expect(await iterator.next() == 43, "nothing was left over from the batch")
    }

    @Test("untilFinished ends the sequence on .finish")
    func untilFinished() async {
        let values = Values()
        let sequence = Observations<Int, Never>.untilFinished {
            values.number < 2 ? .next(values.number) : .finish
        }
        var iterator = sequence.makeAsyncIterator()
        #expect(await iterator.next() == 0)
        values.number = 1
        #expect(await iterator.next() == 1)
        values.number = 2
        #expect(await iterator.next() == nil)
        values.number = 0
        #expect(await iterator.next() == nil, "a finished sequence stays finished")
    }

    @Test("a thrown error ends the sequence")
    func thrownError() async throws {
        let values = Values()
        let sequence = Observations { () throws(Boom) -> Int in
            if values.number > 0 { throw Boom() }
            return values.number
        }
        var iterator = sequence.makeAsyncIterator()
        #expect(try await iterator.next() == 0)
        values.number = 1
        do {
            _ = try await iterator.next()
            Issue.record("expected the error")
        } catch {
            #expect(error == Boom())
        }
        #expect(try await iterator.next() == nil)
    }

    @Test("cancelling the iterating task ends the sequence")
    func cancellation() async {
        let values = Values()
        let sequence = Observations { values.number }
        let received = EventLog()
        let task = Task { @MainActor in
            for await value in sequence { received.append("\(value)") }
            received.append("ended")
        }
        while received.count == 0 { await Task.yield() }
        task.cancel()
        await task.value
        #expect(received.events == ["0", "ended"])
    }

    @Test("iterators of one sequence do not share state")
    func independentIterators() async {
        let values = Values()
        let sequence = Observations { values.number }
        var first = sequence.makeAsyncIterator()
        var second = sequence.makeAsyncIterator()
        #expect(await first.next() == 0)
        #expect(await second.next() == 0)
        values.number = 1
        #expect(await first.next() == 1)
        #expect(await second.next() == 1)
        values.number = 2
        #expect(await second.next() == 2)
        values.number = 3
        #expect(await first.next() == 3, "first skips 2: it was not waiting, and 3 is current")
        #expect(await second.next() == 3)
    }

    @Test("untilFinished with a weakly captured subject finishes once the subject is freed")
    func weakSubjectFinishes() async {
        var subject: Mortal? = Mortal(value: 5)
        let sequence = Observations<Int, Never>.untilFinished { [weak subject] in
            guard let subject else { return .finish }
            return .next(subject.value)
        }
        var iterator = sequence.makeAsyncIterator()
        #expect(await iterator.next() == 5)
        subject = nil
        #expect(await iterator.next() == nil)
    }

    @Test("the closure runs on its own isolation when iterated from elsewhere")
    func runsOnClosureIsolation() async {
        let values = Values()
        let sequence = Observations { () -> Int in
            MainActor.assertIsolated()
            return values.number
        }
        let first = await Task.detached {
            var iterator = sequence.makeAsyncIterator()
            return await iterator.next()
        }.value
        #expect(first == 0)
    }
}
