@testable import Observatory
import Synchronization
import Testing

/// A write on another thread can reach a tracking as soon as its first
/// registration is linked, while the installing thread is still at work on
/// it. These tests keep one thread writing while another installs, on OS
/// threads of their own so that they really overlap. They also run under
/// `swift test --sanitize=thread` (see scripts/test).
@Suite("Installing while another thread writes")
struct InstallRaceTests {
    /// A one-shot tracking of one property is fired by the writer's table
    /// walk, which takes over the tracking's last reference: the installing
    /// thread must not touch the tracking once it is linked (a debug build
    /// crashed on the freed tracking when it did).
    @Test("a tracking fired and freed by a writer while it is being installed")
    func firedDuringInstallation() {
        let probe = RegistrarProbe()
        let storage = Locked(())
        let done = Atomic<Bool>(false)
        let fired = Counter()
        let installs = 20_000
        runOnNewThreads([
            {
                for _ in 0..<installs {
                    withObservationTracking {
                        storage.withLock { _ in _ = probe.value }
                    } onChange: {
                        fired.increment()
                    }
                }
                done.store(true, ordering: .releasing)
            },
            {
                var step = 0
                while !done.load(ordering: .acquiring) {
                    step += 1
                    storage.withLock { _ in probe.value = step }
                }
            },
        ])
        storage.withLock { _ in probe.value = -1 }
        #expect(fired.count == installs)
        #expect(probe.registrar.registrationCount == 0)
    }

    /// A tracking of two objects is linked into one table, then the other.
    /// When a write to the first fires it in between, the firing cannot
    /// unlink the registration that is not linked yet; the installation must,
    /// or it stays in the second table for as long as that object lives.
    @Test("a tracking fired between the links of its registrations leaves none behind")
    func firedBetweenLinks() {
        let first = RegistrarProbe()
        let second = RegistrarProbe()
        let storage = Locked(())
        let done = Atomic<Bool>(false)
        let fired = Counter()
        let installs = 20_000
        runOnNewThreads([
            {
                for _ in 0..<installs {
                    withObservationTracking {
                        storage.withLock { _ in _ = first.value; _ = second.value }
                    } onChange: {
                        fired.increment()
                    }
                }
                done.store(true, ordering: .releasing)
            },
            {
                var step = 0
                while !done.load(ordering: .acquiring) {
                    step += 1
                    storage.withLock { _ in first.value = step }
                }
            },
        ])
        storage.withLock { _ in first.value = -1 }
        #expect(fired.count == installs)
        #expect(first.registrar.registrationCount == 0)
        #expect(second.registrar.registrationCount == 0, "no fired tracking is left linked")
    }
}
