import ObservatoryUI

extension FetchResultsCollection: _LazyRowLookup where Element: PersistentModel {
    /// Where the model identified `id` is: in a page held, else counted
    /// by the store from the keys of the results in order (no model is
    /// read). A collection that holds every element says `.unknown`, and
    /// the `ForEach` scans it. Pages read in the background (a store on the
    /// network) are not asked about on the main actor: here a model no page
    /// holds is `.absent` (a scan would read stand-ins), and
    /// ``_lazyRowPosition(ofID:whenFound:)`` finds it in the background.
    public func _lazyRowPosition(ofID id: AnyHashable) -> _LazyRowPosition {
        guard let pages, let id = id.base as? PersistentIdentifier else { return .unknown }
        if let position = pages.cachedPosition(where: { $0.persistentModelID == id }) { return .at(position) }
        if pages.source.request != nil { return .absent }
        guard let locate = pages.source.locate else { return .unknown }
        do {
            guard let position = try locate(id), position < pages.count else { return .absent }
            return .at(position)
        } catch {
            ModelContext.logger.warning("could not find the position of \(id) in the store: \(error)")
            return .absent
        }
    }

    /// As ``_lazyRowPosition(ofID:)``; for pages read in the background, a
    /// model no page holds is found in the background (``PageSource/locateInBackground``)
    /// and `found` is called with its position.
    @MainActor public func _lazyRowPosition(ofID id: AnyHashable, whenFound found: @escaping @MainActor (Int?) -> Void) -> _LazyRowPosition {
        guard let pages, let key = id.base as? PersistentIdentifier, let locate = pages.source.locateInBackground else {
            return _lazyRowPosition(ofID: id)
        }
        if let position = pages.cachedPosition(where: { $0.persistentModelID == key }) { return .at(position) }
        locate(key, found)
        return .pending
    }
}

extension FetchResultsCollection: _LazyRowElements {
    /// The elements at `offsets`, copied from their pages a run at a time
    /// (or from the elements held), without a subscript call per element.
    public func _lazyRowElements(at offsets: Range<Int>) -> Any {
        guard let pages else { return Array(held[offsets]) }
        return pages.elements(at: offsets)
    }
}
