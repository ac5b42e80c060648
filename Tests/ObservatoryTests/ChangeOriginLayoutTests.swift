@testable import Observatory
import Testing

@Suite("ChangeOrigin's layout")
struct ChangeOriginLayoutTests {
    /// Every observed write carries an origin through its willSet and didSet
    /// announcements, including inside `_modify` coroutines, whose frames
    /// move to the heap when they outgrow their inline buffer: the origin
    /// must stay as small as the identity and name it started as.
    @Test func isNoLargerThanAnIdentityAndAName() {
        #expect(MemoryLayout<ChangeOrigin>.stride == MemoryLayout<(ObjectIdentifier?, StaticString?)>.stride)
        #expect(MemoryLayout<ChangeOrigin>.size <= MemoryLayout<(ObjectIdentifier?, StaticString?)>.size + 1)
    }
}
