import ObservatoryUI

extension FetchResultsCollection: _LazyRowAvailability {
    /// Every row of `offsets`, unless the pages are read in the background
    /// (a paged `@Query` of a store on the network): then the longest run
    /// of them whose pages the snapshot holds.
    @MainActor public func _lazyAvailableRows(in offsets: Range<Int>) -> Range<Int> {
        guard let pages, pages.source.request != nil else { return offsets }
        return pages.heldRun(in: offsets)
    }

    /// Asks the query to read, in the background, the pages of `offsets`
    /// the snapshot does not hold, then a page after and before them; each
    /// page that arrives is a new snapshot the query announces. Nothing for
    /// results that read their pages where they are used.
    @MainActor public func _lazyRequestRows(_ offsets: Range<Int>) {
        guard let pages, let request = pages.source.request else { return }
        let missing = pages.missingPageNumbers(around: offsets)
        if !missing.isEmpty { request(missing) }
    }
}
