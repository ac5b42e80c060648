import Testing
@testable import ObservatoryData

/// `CarriedModels`: a walk that answers whether each model of the replaced
/// pages went on in the rebuilt ones, exactly, whatever the save did.
struct CarriedModelsTests {
    private final class Item {}

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64]) func answersAreExactAfterRandomEdits(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...200, using: &random)).map { _ in Item() }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    new.insert(Item(), at: Int.random(in: 0...new.count, using: &random))
                case 1 where !new.isEmpty:
                    new.remove(at: Int.random(in: 0..<new.count, using: &random))
                case 2 where !new.isEmpty:
                    let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
                    new.insert(item, at: Int.random(in: 0...new.count, using: &random))
                default:
                    new.removeLast(min(new.count, Int.random(in: 0...70, using: &random)))
                }
            }
            let expected = Set(new.map(ObjectIdentifier.init))
            var carried = CarriedModels(new.map(ObjectIdentifier.init))
            for item in old {
                let answer = carried.contains(ObjectIdentifier(item))
                #expect(answer == expected.contains(ObjectIdentifier(item)))
            }
        }
    }

    @Test func anInsertAmongThemCarriesAllButTheModelPushedPastTheEnd() {
        let old = (0..<128).map { _ in Item() }
        var new = old
        new.insert(Item(), at: 1)
        new.removeLast()   // pushed past the pages held
        var carried = CarriedModels(new.map(ObjectIdentifier.init))
        var found = 0
        for item in old.dropLast() where carried.contains(ObjectIdentifier(item)) { found += 1 }
        #expect(found == 127)
        let pushedOut = carried.contains(ObjectIdentifier(old[127]))
        #expect(!pushedOut)
    }
}
