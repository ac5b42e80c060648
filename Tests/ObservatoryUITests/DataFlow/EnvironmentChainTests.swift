import Testing
@testable import ObservatoryUI

/// The chain an environment keeps its values in: newest first, shared with
/// the environment it was copied from, bounded in length.
@Suite("Environment chain")
struct EnvironmentChainTests {
    enum First {}
    enum Second {}
    enum Third {}

    let first = ObjectIdentifier(First.self)
    let second = ObjectIdentifier(Second.self)
    let third = ObjectIdentifier(Third.self)

    @Test func theNewestValueOfAKeyCountsAndACopyKeepsItsOwn() {
        var parent = EnvironmentChain()
        #expect(parent[first] == nil && parent.count == 0)
        parent[first] = 1
        parent[second] = "two"
        var child = parent
        child[first] = 10
        child[third] = 3.0
        #expect(child[first] as? Int == 10 && child[second] as? String == "two" && child[third] as? Double == 3.0)
        #expect(parent[first] as? Int == 1 && parent[third] == nil, "a copy's writes do not reach the original")
        #expect(child.count == 3 && parent.count == 2)
        #expect(child.length == 4, "the copy adds its links in front of the shared ones")
    }

    @Test func aNilValueRemovesTheKey() {
        var chain = EnvironmentChain()
        chain[first] = 1
        chain[second] = 2
        chain[first] = nil
        #expect(chain[first] == nil && chain[second] as? Int == 2)
        #expect(chain.count == 1)
    }

    @Test func writingTheSameKeyAgainReplacesIt() {
        var chain = EnvironmentChain()
        for value in 0..<100 { chain[first] = value }
        #expect(chain[first] as? Int == 99)
        #expect(chain.length == 1)
    }

    @Test func everyKeySetIsFoundWhateverItsBitAndNoOtherIs() {
        // Keys at heap addresses, as many as the chain holds, so that bits
        // collide: the filter may say "perhaps" wrongly, never "absent".
        final class Key {}
        let keys = (0..<200).map { _ in Key() }
        var chain = EnvironmentChain()
        for (index, key) in keys.prefix(EnvironmentChain.compactionLength).enumerated() {
            chain[ObjectIdentifier(key)] = index
        }
        for (index, key) in keys.prefix(EnvironmentChain.compactionLength).enumerated() {
            #expect(chain[ObjectIdentifier(key)] as? Int == index)
        }
        for key in keys.dropFirst(EnvironmentChain.compactionLength) {
            #expect(chain[ObjectIdentifier(key)] == nil)
        }
        // A copy that compacts keeps every key findable.
        var copy = chain
        for value in 0..<100 { copy[first] = value; copy[second] = value }
        for (index, key) in keys.prefix(EnvironmentChain.compactionLength).enumerated().suffix(20) {
            #expect(copy[ObjectIdentifier(key)] as? Int == index)
        }
    }

    @Test func aChainWrittenOverAndOverStaysShort() {
        var chain = EnvironmentChain()
        chain[third] = "kept"
        for value in 0..<1_000 {
            chain[value.isMultiple(of: 2) ? first : second] = value
        }
        #expect(chain.length <= EnvironmentChain.compactionLength)
        #expect(chain[first] as? Int == 998 && chain[second] as? Int == 999 && chain[third] as? String == "kept")
        #expect(chain.count == 3)
        chain[third] = nil
        for value in 0..<100 { chain[value.isMultiple(of: 2) ? first : second] = value }
        #expect(chain[third] == nil, "a compaction drops a removed key, and does not bring back an older value")
    }
}
