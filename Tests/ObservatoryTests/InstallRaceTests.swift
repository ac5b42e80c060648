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
    static let installs = 20_000

    /// Installs ``installs`` one-shot trackings of what `read` reads on one
    /// thread while another calls `write` until they are all installed;
    /// then calls `write` once more, which fires every tracking left.
    /// Returns how many trackings fired.
    func installWhileWriting(read: @escaping @Sendable () -> Void, write: @escaping @Sendable (Int) -> Void) -> Int {
        let done = Atomic<Bool>(false)
        let fired = Counter()
        runOnNewThreads([
            {
                for _ in 0..<Self.installs {
                    withObservationTracking(read) { fired.increment() }
                }
                done.store(true, ordering: .releasing)
            },
            {
                var step = 0
                while !done.load(ordering: .acquiring) {
                    step += 1
                    write(step)
                }
            },
        ])
        write(-1)
        return fired.count
    }

    /// A one-shot tracking of one property is fired by the writer's table
    /// walk, which takes over the tracking's last reference: the installing
    /// thread must not touch the tracking once it is linked (a debug build
    /// crashed on the freed tracking when it did).
    @Test("a tracking fired and freed by a writer while it is being installed")
    func firedDuringInstallation() {
        let probe = RegistrarProbe()
        let storage = Locked(())
        let fired = installWhileWriting(
            read: { storage.withLock { _ in _ = probe.value } },
            write: { step in storage.withLock { _ in probe.value = step } })
        #expect(fired == Self.installs)
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
        let fired = installWhileWriting(
            read: { storage.withLock { _ in _ = first.value; _ = second.value } },
            write: { step in storage.withLock { _ in first.value = step } })
        #expect(fired == Self.installs)
        #expect(first.registrar.registrationCount == 0)
        #expect(second.registrar.registrationCount == 0, "no fired tracking is left linked")
    }
}
