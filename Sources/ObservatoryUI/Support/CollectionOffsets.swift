import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start), as
    /// `.onDelete` reports them.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var position = startIndex
        var offset = 0
        var source = startIndex
        while source != endIndex {
            if !offsets.contains(offset) {
                if source != position { swapAt(source, position) }
                formIndex(after: &position)
            }
            formIndex(after: &source)
            offset += 1
        }
        removeSubrange(position...)
    }

    /// Moves the elements at `source` so that they sit before the element
    /// that was at `destination`, as `.onMove` reports them.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let target = index(startIndex, offsetBy: destination - before)
        insert(contentsOf: moving, at: target)
    }
}
