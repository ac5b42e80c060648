/// The `@State` of a windowed `ForEach`'s rows across the window's moves
/// (issue 34, step 3): a row that leaves the window keeps its written state
/// in the window's ``RowStateArchive``, and gets it back when it mounts again.
extension ForEachNode {
    /// A new row for `key`, seeded with the state it had when it last left
    /// the window, if the archive kept it.
    func makeRow(element: Data.Element, key: Key, index: Int, isRow: Bool) -> Row {
        guard let entries = window?.archive.take(key) else {
            return Row(element: element, key: key, index: index, isRow: isRow, owner: self)
        }
        return graph.restoringRowState(entries, baseDepth: depth + 1) {
            Row(element: element, key: key, index: index, isRow: isRow, owner: self)
        }
    }

    /// Archives the written state of `row`, which is about to unmount,
    /// unless its element left the data. With `dataShift` nil the data did
    /// not change (the window moved): the row is archived. Otherwise its id
    /// is looked for where it was, moved by `dataShift`, within the window's
    /// probe radius (O(window), and only for a row with written state); a
    /// row not found there counts as removed and its state goes.
    func retireRow(_ row: Row, dataShift: Int?) {
        // The row's state first: most rows have none, and the window is
        // then not read at all (a copy of it, in this unspecialized code,
        // looked up its generic metadata).
        guard window != nil else { return }
        let entries = RowStateArchive<Key>.capture(row)
        guard !entries.isEmpty, let window else { return }
        if let dataShift,
            index(of: row.key.id, near: row.index + dataShift, count: view.data.count, within: window.probeRadius) == nil
        {
            return
        }
        window.archive.archive(entries, for: row.key)
    }

    /// How many rows' state the window keeps (for tests).
    var retainedRowStateCount: Int { window?.archive.count ?? 0 }
}
