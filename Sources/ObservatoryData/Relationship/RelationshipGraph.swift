/// Keeps both sides of a relationship in step in memory, as SwiftData does:
/// setting `accommodation.trip = trip` adds the accommodation to
/// `trip.accommodations` and removes it from its previous trip's, and
/// appending to `trip.accommodations` sets each new accommodation's `trip`.
/// Models related to an inserted model are inserted with it.
enum RelationshipGraph {
    /// Brings the inverse of `property` of `model` in step with what the
    /// property holds now, and inserts newly related models into the model's context.
    static func sync<Model: PersistentModel>(_ model: Model, _ property: PersistedProperty) {
        guard let relationship = property.relationship else { return }
        let state = model._$modelState
        let now = relationship.targets(model)
        let before = state.linked[property.index] ?? []
        state.linked[property.index] = now
        if let context = state.context, !state.isDeleted, !state.isApplyingStoredValues {
            for case let target as any PersistentModel in now where target._$modelState.context == nil {
                context.insert(target)
            }
        }
        guard let inverse = Model._$schema.inverse(of: property) else { return }
        let current = Set(now.map(ObjectIdentifier.init))
        let previous = Set(before.map(ObjectIdentifier.init))
        for target in before where !current.contains(ObjectIdentifier(target)) {
            unlink(model, from: target, through: inverse, applyingStoredValues: state.isApplyingStoredValues)
        }
        for target in now where !previous.contains(ObjectIdentifier(target)) {
            link(model, to: target, through: inverse, applyingStoredValues: state.isApplyingStoredValues)
        }
    }

    /// Brings every relationship of `model` in step (a model being inserted).
    static func syncAll<Model: PersistentModel>(_ model: Model) {
        for property in Model._$schema.relationships { sync(model, property) }
    }

    /// Removes `model` from `inverse` of `target`. A required to-one keeps
    /// its value: only a delete rule or a new value can change it.
    static func unlink(
        _ model: AnyObject, from target: AnyObject, through inverse: PersistedProperty, applyingStoredValues: Bool
    ) {
        guard let relationship = inverse.relationship, relationship.cardinality != .requiredToOne else { return }
        let held = relationship.targets(target)
        guard held.contains(where: { $0 === model }) else { return }
        assign(held.filter { $0 !== model }, to: target, through: relationship, applyingStoredValues: applyingStoredValues)
    }

    /// Adds `model` to `inverse` of `target` (replaces the value of a to-one).
    static func link(
        _ model: AnyObject, to target: AnyObject, through inverse: PersistedProperty, applyingStoredValues: Bool
    ) {
        guard let relationship = inverse.relationship else { return }
        let held = relationship.targets(target)
        guard !held.contains(where: { $0 === model }) else { return }
        let next = relationship.cardinality == .toMany ? held + [model] : [model]
        assign(next, to: target, through: relationship, applyingStoredValues: applyingStoredValues)
    }

    private static func assign(
        _ models: [AnyObject], to target: AnyObject, through relationship: RelationshipProperty,
        applyingStoredValues: Bool
    ) {
        guard let state = (target as? any PersistentModel)?._$modelState else { return }
        let wasApplying = state.isApplyingStoredValues
        if applyingStoredValues { state.isApplyingStoredValues = true }
        defer { state.isApplyingStoredValues = wasApplying }
        relationship.assign(target, models)
    }

    /// Applies the delete rules of `model`'s relationships, before it is
    /// deleted from `context`: `.cascade` deletes the related models,
    /// `.nullify` removes `model` from their inverse, `.deny` is checked
    /// when the context saves, and `.noAction` does nothing.
    static func applyDeleteRules<Model: PersistentModel>(_ model: Model, in context: ModelContext) {
        for property in Model._$schema.relationships {
            guard let relationship = property.relationship else { continue }
            let targets = relationship.targets(model)
            switch relationship.deleteRule {
            case .cascade:
                for case let target as any PersistentModel in targets { context.delete(target) }
            case .nullify:
                guard let inverse = Model._$schema.inverse(of: property) else { continue }
                for target in targets { unlink(model, from: target, through: inverse, applyingStoredValues: false) }
            case .deny, .noAction:
                continue
            }
        }
    }

    /// Why deleting `model` cannot be saved, if it cannot: a `.deny`
    /// relationship that still holds models that stay, or a model that
    /// stays and must refer to it (a required to-one inverse).
    static func deletionError<Model: PersistentModel>(_ model: Model) -> ModelStoreError? {
        for property in Model._$schema.relationships {
            guard let relationship = property.relationship else { continue }
            let staying = relationship.targets(model).filter { !(($0 as? any PersistentModel)?.isDeleted ?? true) }
            if staying.isEmpty { continue }
            if relationship.deleteRule == .deny {
                return .deleteDenied(model: Model._$schema.entityName, relationship: property.name)
            }
            if let inverse = Model._$schema.inverse(of: property), inverse.relationship?.cardinality == .requiredToOne,
                staying.contains(where: { target in inverse.relationship?.targets(target).contains { $0 === model } ?? false })
            {
                return .requiredRelationship(
                    model: relationship.targetType._$schema.entityName, property: inverse.name,
                    target: Model._$schema.entityName)
            }
        }
        return nil
    }
}
