@testable import Observatory
import Testing

/// A tracking of one property is one 112-byte allocation: small enough for
/// malloc's fast bins, which keeps freeing the trackings of a write that
/// fires many observers cheap (docs/performance.md).
@Suite("Tracking layout")
struct TrackingLayoutTests {
    @Test("the header is 56 bytes and a registration 40")
    func sizes() {
        #expect(MemoryLayout<TrackingHeader>.stride == 56)
        #expect(MemoryLayout<Registration>.stride == 40)
    }
}
