import Foundation

/// How a ``FetchDescriptor`` runs: which of it SQL evaluates, and which Swift.
struct FetchPlan<Model: PersistentModel> {
    let descriptor: FetchDescriptor<Model>
    let entity: RegisteredEntity
    /// The predicate in SQL, when it translates.
    let filter: SQLFragment?
    /// Whether the predicate must be evaluated in Swift.
    let filtersInSwift: Bool
    /// The sort in SQL, when every descriptor translates.
    let order: [SQLFragment]?
    /// The properties the predicate and the sort read; nil when some are
    /// unknown (a predicate or sort that only Swift runs).
    let readProperties: Set<String>?
    /// The properties the predicate reads (empty without one); nil when
    /// some are unknown (a predicate that only Swift runs).
    let filterProperties: Set<String>?

    init(_ descriptor: FetchDescriptor<Model>, entity: RegisteredEntity, dialect: SQLDialect) {
        self.descriptor = descriptor
        self.entity = entity
        var translation = SQLTranslation(schema: entity.schema, dialect: dialect)
        var known = true
        if let predicate = descriptor.predicate {
            let condition = (predicate.expression as? any SQLTranslatable)?.sql(&translation)?.condition
            filter = condition
            filtersInSwift = condition == nil
            known = condition != nil
        } else {
            filter = nil
            filtersInSwift = false
        }
        filterProperties = known ? translation.readProperties : nil
        var order: [SQLFragment]? = []
        for sort in descriptor.sortBy {
            guard let keyPath = sort.keyPath, let property = entity.schema.property(at: keyPath),
                  property.columnType != .json, sort.stringComparator == nil
            else {
                order = nil
                known = false
                break
            }
            translation.readProperties.insert(property.name)
            // `nil` first, as SQLite orders it by default (and as an index
            // of the column has it, see `SchemaMigration.createIndexes`).
            let direction = sort.order == .forward ? " ASC NULLS FIRST" : " DESC NULLS LAST"
            order?.append(dialect.sortKey(property.name, property.columnType) + SQLFragment(direction))
        }
        order?.append(SQLFragment("\(quoted(SQLDialect.keyColumn)) ASC"))
        self.order = order
        readProperties = known ? translation.readProperties : nil
    }

    /// Whether `model` is one the predicate accepts (evaluated in Swift).
    func accepts(_ model: Model) throws -> Bool {
        guard let predicate = descriptor.predicate else { return true }
        do {
            return try withoutObservationTracking { try predicate.evaluate(model) }
        } catch {
            throw ModelStoreError.predicateFailed(model: entity.schema.entityName, reason: "\(error)")
        }
    }

    /// Whether `lhs` comes before `rhs` in the descriptor's order.
    func precedes(_ lhs: Model, _ rhs: Model) -> Bool {
        withoutObservationTracking {
            for sort in descriptor.sortBy {
                switch sort.compare(lhs, rhs) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return false
        }
    }

    /// `models` in the descriptor's order (stable: equal ones keep their order).
    func sorted(_ models: [Model]) -> [Model] {
        guard !descriptor.sortBy.isEmpty else { return models }
        return models.enumerated().sorted { lhs, rhs in
            if precedes(lhs.element, rhs.element) { return true }
            if precedes(rhs.element, lhs.element) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The descriptor's window of `models`.
    func window(_ models: [Model]) -> [Model] {
        let start = min(descriptor.fetchOffset ?? 0, models.count)
        let end = descriptor.fetchLimit.map { min(start + $0, models.count) } ?? models.count
        return Array(models[start..<end])
    }

    /// The store fetch for this plan, with or without the window.
    func storeFetch(windowed: Bool) -> StoreFetch {
        var fetch = StoreFetch(entity: entity.description)
        fetch.filter = filter
        fetch.order = order ?? []
        if windowed {
            fetch.limit = descriptor.fetchLimit
            fetch.offset = descriptor.fetchOffset
        }
        return fetch
    }
}
