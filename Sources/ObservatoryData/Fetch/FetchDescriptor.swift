import Foundation

/// Which models a fetch returns, and in what order: a `#Predicate`, sort
/// descriptors, and a window (`fetchOffset`, `fetchLimit`).
///
/// ```swift
/// var descriptor = FetchDescriptor<Habit>(
///     predicate: #Predicate { $0.streak >= 7 },
///     sortBy: [SortDescriptor(\.name)])
/// descriptor.fetchLimit = 20
/// let habits = try context.fetch(descriptor)
/// ```
///
/// Predicates and sorts that SQL can evaluate exactly as Swift does run in
/// the database; the rest run in Swift after the fetch (docs/data.md lists
/// which). Either way the result is the one Swift's evaluation gives.
public struct FetchDescriptor<T: PersistentModel> {
    /// The models to include; all of them when nil.
    public var predicate: Predicate<T>?
    /// The order of the results; the store's order when empty.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many results.
    public var fetchLimit: Int?
    /// Skip this many results first.
    public var fetchOffset: Int?
    /// Whether inserted, changed and deleted models the context has not
    /// saved count (they do by default, as in SwiftData).
    public var includePendingChanges: Bool = true
    /// Accepted for source compatibility: every property is fetched.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Accepted for source compatibility: relationships load when read.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor of the models `predicate` accepts, in the order `sortBy` gives.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

extension FetchDescriptor: @unchecked Sendable {}
// Predicates, sort descriptors and key paths are immutable values.
