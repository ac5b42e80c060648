import Foundation

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets` (positions from the start), as an
    /// `.onDelete` action receives them: `items.remove(atOffsets: offsets)`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they come just before the
    /// element that was at offset `destination` (or last when `destination`
    /// is the count), keeping their order: `items.move(fromOffsets:toOffset:)`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var staying: [Element] = []
        var moving: [Element] = []
        var insertion = 0
        for (offset, element) in zip(0..., self) {
            if source.contains(offset) {
                moving.append(element)
            } else {
                if offset < destination { insertion += 1 }
                staying.append(element)
            }
        }
        staying.insert(contentsOf: moving, at: insertion)
        for (index, element) in zip(indices, staying) {
            self[index] = element
        }
    }
}
