import ObservatoryUI

/// The models a view shows, fetched from the `\.modelContext` of its
/// environment and kept current: when a save inserts, deletes or changes a
/// model in a way that changes the results, the views reading them update.
/// Nothing else re-runs them.
///
/// ```swift
/// @Query(sort: \Habit.name) private var habits: [Habit]
/// @Query(filter: #Predicate<Habit> { $0.streak >= 7 }) private var streaks: [Habit]
/// @Query(sort: \Habit.createdAt) private var log: FetchResultsCollection<Habit>
/// ```
///
/// An array holds every model it selects. A ``FetchResultsCollection``
/// reads them from the store a page at a time, as a lazy `List` or
/// `LazyVStack` shows them: a million rows cost a count and the pages in
/// view (docs/data.md, "Paged queries"). On PostgreSQL the count and the
/// pages are read off the main actor: rows whose page has not arrived are
/// blank in a lazy list, and a reader outside one sees the pages held.
///
/// `_printChanges()` and the inspector name the cause: `@Query Habit (insert)`.
@propertyWrapper @MainActor
public struct Query<Element: PersistentModel, Result: QueryResultShape>: DynamicProperty where Result.Model == Element {
    @Environment(\.modelContext) private var context
    @State private var results = QueryResults<Element>()
    private let request: QueryRequest<Element>

    private init(request: QueryRequest<Element>) {
        self.request = request
    }

    /// Every model of the type, in the store's order: what `@Query var
    /// models: [Model]`, without arguments, fetches. (Declared here rather
    /// than in the extension below so that the bare `@Query` finds it.)
    public init() where Result: UnsectionedQueryResult {
        self.init(request: QueryRequest(FetchDescriptor(), animation: nil))
    }

    /// The models `descriptor` selects, grouped by the property at `sectionBy`.
    public init(_ descriptor: FetchDescriptor<Element>, sectionBy: KeyPath<Element, String>, animation: Animation? = nil) {
        self.init(request: QueryRequest(descriptor, animation: animation, sectionBy: sectionBy) { $0[keyPath: sectionBy] })
    }

    /// The models `descriptor` selects, grouped by the optional property at
    /// `sectionBy` (nil groups under the empty title).
    public init(_ descriptor: FetchDescriptor<Element>, sectionBy: KeyPath<Element, String?>, animation: Animation? = nil) {
        self.init(request: QueryRequest(descriptor, animation: animation, sectionBy: sectionBy) { $0[keyPath: sectionBy] ?? "" })
    }

    /// The models `filter` accepts, in the order `sort` gives, grouped by the property at `sectionBy`.
    public init(
        filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], sectionBy: KeyPath<Element, String>,
        animation: Animation? = nil
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sort), sectionBy: sectionBy, animation: animation)
    }

    /// The models `filter` accepts, in the order `sort` gives, grouped by the optional property at `sectionBy`.
    public init(
        filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], sectionBy: KeyPath<Element, String?>,
        animation: Animation? = nil
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sort), sectionBy: sectionBy, animation: animation)
    }

    /// The models `filter` accepts, ordered by the property at `sort`, grouped by the property at `sectionBy`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        sectionBy: KeyPath<Element, String>, animation: Animation? = nil
    ) {
        self.init(filter: filter, sort: [SortDescriptor(sort, order: order)], sectionBy: sectionBy, animation: animation)
    }

    /// The models `filter` accepts, ordered by the property at `sort`, grouped by the optional property at `sectionBy`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        sectionBy: KeyPath<Element, String?>, animation: Animation? = nil
    ) {
        self.init(filter: filter, sort: [SortDescriptor(sort, order: order)], sectionBy: sectionBy, animation: animation)
    }

    /// The models, in the query's order (grouped into sections for
    /// ``SectionedResults``).
    public var wrappedValue: Result {
        Result._fromQuery(
            results.collection(in: context, for: request, inPages: Result._readsInPages), sectionTitle: request.sectionTitle)
    }

    /// The models grouped by the query's `sectionBy`: empty for a query
    /// without one. (A query whose property is an array reaches them as
    /// `_items.sections`.)
    public var sections: SectionedResults<Element, String> {
        SectionedResults._fromQuery(
            results.collection(in: context, for: request, inPages: Result._readsInPages), sectionTitle: request.sectionTitle)
    }

    /// The context the query fetches from.
    public var modelContext: ModelContext { context }

    /// The error of the last fetch, if it failed (the results are then empty).
    public var fetchError: (any Error)? { results.fetchError }
}

extension Query where Result: UnsectionedQueryResult {
    /// The models `descriptor` selects.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) {
        self.init(request: QueryRequest(descriptor, animation: animation))
    }

    /// The models `filter` accepts, in the order `sort` gives.
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sort), animation: animation)
    }

    /// The models `filter` accepts, ordered by the property at `keyPath`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        animation: Animation? = nil
    ) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }

    /// The models `filter` accepts, ordered by the optional property at `keyPath`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
        animation: Animation? = nil
    ) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }
}

/// A query's descriptor, as one view value carries it. A new value (the
/// parent re-rendered) is compared with the last by its fingerprint, so a
/// query whose filter changed fetches again, and one that did not, does not.
final class QueryRequest<Element: PersistentModel>: @unchecked Sendable {
    // Immutable after init, but for the fingerprint computed once on the main actor.
    let descriptor: FetchDescriptor<Element>
    let animation: Animation?
    /// The property sections are grouped by (`sectionBy:`), and its title for a model.
    let sectionKeyPath: AnyKeyPath?
    let sectionTitle: ((Element) -> String)?

    init(
        _ descriptor: FetchDescriptor<Element>, animation: Animation?, sectionBy: AnyKeyPath? = nil,
        sectionTitle: ((Element) -> String)? = nil
    ) {
        self.descriptor = descriptor
        self.animation = animation
        sectionKeyPath = sectionBy
        self.sectionTitle = sectionTitle
    }

    /// The descriptor in words: its predicate (see ``PredicateFingerprint``),
    /// its sort, its window.
    lazy var fingerprint: String = {
        let predicate = descriptor.predicate.map { PredicateFingerprint.of($0) } ?? "all"
        let sort = descriptor.sortBy.map { "\(String(describing: $0.keyPath)) \($0.order)" }.joined(separator: ",")
        let section = sectionKeyPath.map { String(describing: $0) } ?? ""
        return "\(predicate)|\(sort)|\(descriptor.fetchLimit ?? -1)|\(descriptor.fetchOffset ?? 0)|\(descriptor.includePendingChanges)|\(section)"
    }()
}
