import Foundation
import ObservatoryUI
import Observatory

/// The models a fetch descriptor selects, kept current outside views:
/// SwiftData's `ResultsObserver`. It is `Observable`: code that reads
/// ``results`` (or ``sections``) inside `withObservationTracking`, or a view
/// body, hears about the next save of any context of the container, and the
/// next read fetches again.
///
/// ```swift
/// let published = try ResultsObserver<Book, Never>(
///     filterBy: #Predicate { $0.isPublished }, sortBy: [SortDescriptor(\.title)], modelContext: context)
/// let byGenre = try ResultsObserver<Book, String>(sectionBy: \.genre, modelContext: context)
/// ```
///
/// Use it on the context's own thread or actor, as the context itself.
///
/// On the main context of a store on the network (PostgreSQL) it never
/// makes the main actor wait: it starts with no results, reads in the
/// background (``ModelContext/fetchInBackground(_:isolation:)``), and its
/// observers hear when the results arrive; until then it keeps its last
/// ones. A failed read is logged, as a failed fetch after the first is.
public final class ResultsObserver<Element: PersistentModel, SectionTitle: Hashable>: Observable {
    /// The context it fetches from.
    public let modelContext: ModelContext
    /// What it fetches: set through ``filterBy`` and ``sortBy``.
    public private(set) var fetchDescriptor: FetchDescriptor<Element>
    private let sectionTitle: ((Element) -> SectionTitle)?
    private let registrar = ObservationRegistrar()
    private var models: [Element] = []
    /// The container's save count when `models` were fetched (nil: fetch again).
    private var fetchedAt: Int?
    /// The container's save count when the read under way in the
    /// background started (nil: none is).
    private var loadingAt: Int?
    /// Whether the descriptor changed during that read, whose results are
    /// then not shown.
    private var descriptorChangedWhileLoading = false

    private init(
        _ descriptor: FetchDescriptor<Element>, _ context: ModelContext, sectionTitle: ((Element) -> SectionTitle)?
    ) throws {
        modelContext = context
        fetchDescriptor = descriptor
        self.sectionTitle = sectionTitle
        if readsInBackground {
            loadInBackground()
        } else {
            try refetch()
        }
    }

    /// Whether reads go to the background: on the main context of a store
    /// on the network, which the main actor never waits for.
    private var readsInBackground: Bool {
        modelContext.isMain && modelContext.container.store.isOnNetwork
    }

    /// The current models, in the descriptor's order.
    public var results: FetchResultsCollection<Element> {
        registrar.access(self, keyPath: \.results)
        if fetchedAt != modelContext.container.saveCount.value {
            if readsInBackground {
                loadInBackground()
            } else {
                do {
                    try refetch()
                } catch {
                    ModelContext.logger.error("ResultsObserver<\(Element.self)> could not fetch; it keeps its last results: \(error)")
                }
            }
        }
        return FetchResultsCollection(models)
    }

    /// The predicate; setting it fetches again.
    public var filterBy: Predicate<Element>? {
        get { fetchDescriptor.predicate }
        set { changeDescriptor { $0.predicate = newValue } }
    }

    /// The sort; setting it fetches again.
    public var sortBy: [SortDescriptor<Element>] {
        get { fetchDescriptor.sortBy }
        set { changeDescriptor { $0.sortBy = newValue } }
    }

    private func changeDescriptor(_ change: (inout FetchDescriptor<Element>) -> Void) {
        registrar.withMutation(of: self, keyPath: \.results) {
            change(&fetchDescriptor)
            fetchedAt = nil
            if loadingAt != nil { descriptorChangedWhileLoading = true }
        }
    }

    private func refetch() throws {
        let count = modelContext.container.saveCount.value
        models = try modelContext.fetch(fetchDescriptor)
        fetchedAt = count
    }

    /// Reads the results off the main actor, then tells observers; one
    /// read at a time (observers read again if they went stale meanwhile).
    private func loadInBackground() {
        // A read under way reads what changed since it started; the next
        // read of the results starts another if that is not enough.
        guard loadingAt == nil else { return }
        loadingAt = modelContext.container.saveCount.value
        let this = UncheckedObserver(self)
        // Only the main context reads in the background, on the main actor.
        let load = MainActor.assumeIsolated { PendingLoads.begin() }
        Task { @MainActor in
            defer { PendingLoads.end(load) }
            let observer = this.observer
            let read: Result<[Element], any Error>
            do {
                read = .success(try await observer.modelContext.fetchInBackground(observer.fetchDescriptor))
            } catch {
                read = .failure(error)
            }
            observer.loaded(read)
        }
    }

    private func loaded(_ read: Result<[Element], any Error>) {
        let count = loadingAt
        loadingAt = nil
        let discard = descriptorChangedWhileLoading
        descriptorChangedWhileLoading = false
        switch read {
        case .success(let fetched) where !discard:
            // Observers hear of it, and read again if more was saved meanwhile.
            registrar.withMutation(of: self, keyPath: \.results) {
                models = fetched
                fetchedAt = count
            }
        case .success:
            // Results of the old descriptor: the next read is for the new one.
            registrar.withMutation(of: self, keyPath: \.results) {}
        case .failure(let error):
            ModelContext.logger.error("ResultsObserver<\(Element.self)> could not fetch; it keeps its last results: \(error)")
        }
    }

    /// The current models grouped by the observer's `sectionBy`.
    fileprivate var groupedResults: SectionedResults<Element, SectionTitle> {
        let models = Array(results)
        guard let sectionTitle else { return SectionedResults() }
        return SectionedResults(models, title: sectionTitle)
    }
}

extension ResultsObserver where SectionTitle == Never {
    /// Observes what `fetchDescriptor` selects in `modelContext`.
    ///
    /// - Throws: when the first fetch fails.
    public convenience init(
        fetchDescriptor: FetchDescriptor<Element> = FetchDescriptor<Element>(), modelContext: ModelContext
    ) throws {
        try self.init(fetchDescriptor, modelContext, sectionTitle: nil)
    }

    /// Observes what `fetchDescriptor` selects, in a new context of `modelContainer`.
    public convenience init(
        fetchDescriptor: FetchDescriptor<Element> = FetchDescriptor<Element>(), modelContainer: ModelContainer
    ) throws {
        try self.init(fetchDescriptor, ModelContext(modelContainer), sectionTitle: nil)
    }

    /// Observes the models `filterBy` accepts, in the order `sortBy` gives.
    public convenience init(
        filterBy: Predicate<Element>? = nil, sortBy: [SortDescriptor<Element>] = [], modelContext: ModelContext
    ) throws {
        try self.init(FetchDescriptor(predicate: filterBy, sortBy: sortBy), modelContext, sectionTitle: nil)
    }
}

extension ResultsObserver where SectionTitle == String {
    /// Observes what `fetchDescriptor` selects in `modelContext`, grouped by the property at `sectionBy`.
    public convenience init(
        fetchDescriptor: FetchDescriptor<Element> = FetchDescriptor<Element>(), sectionBy: KeyPath<Element, String>,
        modelContext: ModelContext
    ) throws {
        try self.init(fetchDescriptor, modelContext) { $0[keyPath: sectionBy] }
    }

    /// Observes what `fetchDescriptor` selects in `modelContext`, grouped by
    /// the optional property at `sectionBy` (nil under the empty title).
    public convenience init(
        fetchDescriptor: FetchDescriptor<Element> = FetchDescriptor<Element>(), sectionBy: KeyPath<Element, String?>,
        modelContext: ModelContext
    ) throws {
        try self.init(fetchDescriptor, modelContext) { $0[keyPath: sectionBy] ?? "" }
    }

    /// Observes what `fetchDescriptor` selects, in a new context of `modelContainer`, grouped by `sectionBy`.
    public convenience init(
        fetchDescriptor: FetchDescriptor<Element> = FetchDescriptor<Element>(), sectionBy: KeyPath<Element, String>,
        modelContainer: ModelContainer
    ) throws {
        try self.init(fetchDescriptor: fetchDescriptor, sectionBy: sectionBy, modelContext: ModelContext(modelContainer))
    }

    /// The current models, grouped into sections.
    public var sections: SectionedResults<Element, String> { groupedResults }
}

/// A results observer of the main context, which is used on the main actor
/// only, carried into the task that reads for it.
private struct UncheckedObserver<Element: PersistentModel, SectionTitle: Hashable>: @unchecked Sendable {
    let observer: ResultsObserver<Element, SectionTitle>
    init(_ observer: ResultsObserver<Element, SectionTitle>) { self.observer = observer }
}
