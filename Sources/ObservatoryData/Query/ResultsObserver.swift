import Foundation
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

    private init(
        _ descriptor: FetchDescriptor<Element>, _ context: ModelContext, sectionTitle: ((Element) -> SectionTitle)?
    ) throws {
        modelContext = context
        fetchDescriptor = descriptor
        self.sectionTitle = sectionTitle
        try refetch()
    }

    /// The current models, in the descriptor's order.
    public var results: FetchResultsCollection<Element> {
        registrar.access(self, keyPath: \.results)
        if fetchedAt != modelContext.container.saveCount.value {
            do {
                try refetch()
            } catch {
                ModelContext.logger.error("ResultsObserver<\(Element.self)> could not fetch; it keeps its last results: \(error)")
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
        }
    }

    private func refetch() throws {
        let count = modelContext.container.saveCount.value
        models = try modelContext.fetch(fetchDescriptor)
        fetchedAt = count
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

/// Fetched models, in order: what ``ResultsObserver/results`` holds.
public struct FetchResultsCollection<Element: PersistentModel>: RandomAccessCollection {
    private let models: [Element]

    init(_ models: [Element]) { self.models = models }

    public var startIndex: Int { models.startIndex }
    public var endIndex: Int { models.endIndex }
    public subscript(position: Int) -> Element { models[position] }
}
