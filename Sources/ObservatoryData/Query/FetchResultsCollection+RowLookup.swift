import ObservatoryUI

extension FetchResultsCollection: _LazyRowLookup where Element: PersistentModel {
    /// Where the model identified `id` is: in a page held, else counted
    /// by the store from the keys of the results in order (no model is
    /// read). A collection that holds every element says `.unknown`, and
    /// the `ForEach` scans it. Pages read in the background (a store on the
    /// network) are not asked about on the main actor: a model no page
    /// holds is `.absent` (a scan would read stand-ins).
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
}

extension FetchResultsCollection: _LazyRowElements {
    /// The elements at `offsets`, copied from their pages a run at a time
    /// (or from the elements held), without a subscript call per element.
    public func _lazyRowElements(at offsets: Range<Int>) -> Any {
        guard let pages else { return Array(held[offsets]) }
        return pages.elements(at: offsets)
    }
}
