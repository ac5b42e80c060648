// The scenarios whose logs differ on purpose: toolchain defects that
// Observatory fixes. `DifferentialTests` asserts both logs of each exactly.

#if OBSERVATORY
import Observatory
#else
import Observation
#endif
import Foundation

let intendedDifferenceScenarios: [Scenario] = [
    // 1. A mutation inside onChange. The toolchain calls onChange before it
    //    cancels the tracking, so the mutation re-enters onChange; the counter
    //    stops the recursion after three nested writes.
    .sync("intended.mutationInsideOnChange") { log in
        let m = Counter()
        let entries = Locked(0)
        withObservationTracking {
            _ = m.x
        } onChange: {
            let entry = entries.withLock { n -> Int in
                n += 1
                return n
            }
            log("onChange entry \(entry) x=\(m.x)")
            if entry <= 3 {
                m.x = 100 + entry
            }
        }
        log("write 10")
        m.x = 10
        log("x=\(m.x) entries=\(entries.value)")
        log("write 11")
        m.x = 11
    },

    // 2. apply mutates a property after reading it.
    .sync("intended.mutationInsideApply") { log in
        let m = Counter()
        let result = withObservationTracking {
            let read = m.x
            m.x = read + 1
            return read
        } onChange: {
            log("onChange")
        }
        log("returned \(result) x=\(m.x)")
    },

    // 2b. `x += 1` inside apply: _modify reads x (recording it), then writes it.
    .sync("intended.modifyInsideApply") { log in
        let m = Counter()
        track(log) { m.x += 1 }
        log("x=\(m.x)")
        log("write 5")
        m.x = 5
    },

    // 3. Two iterators over the same sequence value.
    .onMain("intended.twoIteratorsOneSequence") { log in
        let m = Counter()
        let sequence = Observations<Int, Never> { m.x }
        let a = IteratorBox(sequence)
        let b = IteratorBox(sequence)
        // Elements that arrive get 5 s (a loaded CI machine is slow); the one
        // the toolchain never delivers gets 2 s, which Observatory meets.
        log("a: \(await a.next(timeout: 5_000))")
        log("b: \(await b.next(timeout: 5_000))")
        log("write 1")
        m.x = 1
        log("a: \(await a.next(timeout: 5_000))")
        log("b: \(await b.next(timeout: 2_000))")
    },

    // 4. untilFinished with a weakly captured subject, which is then freed.
    .onMain("intended.weakSubjectFreed") { log in
        var subject: Counter? = Counter()
        weak var weakSubject = subject
        let box = IteratorBox(Observations<Int, Never>.untilFinished { [weak subject] in
            guard let subject else { return .finish }
            return .next(subject.x)
        })
        log(await box.next(timeout: 5_000))
        subject = nil
        log("subject freed \(weakSubject == nil)")
        // Observatory finishes at once; the toolchain never does (2 s).
        log(await box.next(timeout: 2_000))
    },

    // 5. Encoding an @Observable class that declares Codable. The keys are
    //    sorted: without `.sortedKeys`, JSONEncoder's key order on Linux
    //    changes from run to run (even for the struct).
    .sync("intended.codable") { log in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let settings = Settings()
        settings.name = "b"
        let classJSON = (try? encoder.encode(settings)).map { String(decoding: $0, as: UTF8.self) }
        let structJSON = (try? encoder.encode(SettingsStruct(name: "b", count: 1)))
            .map { String(decoding: $0, as: UTF8.self) }
        log("class \(show(classJSON))")
        log("struct \(show(structJSON))")
        log("same as struct \(classJSON == structJSON)")
    },
]
