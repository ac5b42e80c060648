@testable import Observatory
import Testing

/// A tracking of one property is one 88-byte allocation (a 96-byte block for
/// glibc's malloc): small enough for malloc's fast bins, which keeps freeing the trackings of a write that
/// fires many observers cheap (docs/performance.md), even under an allocator
/// that adds a 16-byte header of its own (the benchmarks' malloc counter).
@Suite("Tracking layout")
struct TrackingLayoutTests {
    @Test("the handler holds one closure, the header is 32 bytes and a registration 40")
    func sizes() {
        #expect(MemoryLayout<TrackingHandler>.size == 17)
        #expect(MemoryLayout<TrackingHeader>.stride == 32)
        #expect(MemoryLayout<Registration>.stride == 40)
    }

    @Test("a tracking of one property is an 88-byte allocation")
    func allocationSize() throws {
        let object = LayoutProbe()
        let (_, observation) = observeReads({ object.value }, didSet: { _ in })
        let tracking = try #require(observation?.tracking)
        defer { observation?.cancel() }
        // The allocation ends after its one registration.
        let end = tracking.withUnsafeMutablePointerToElements { registrations in
            UnsafeRawPointer(registrations + 1) - UnsafeRawPointer(Unmanaged.passUnretained(tracking).toOpaque())
        }
        #expect(end == 88)
    }
}

@Observable
private final class LayoutProbe {
    var value = 0
}
