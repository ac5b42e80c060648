/// What a change notice claims, checked against the store's models before
/// anything uses it.
///
/// A notice comes from anyone who can connect to the database, so it is
/// untrusted input, like a browser's message. Checking it has two steps:
/// - **Validation** (here): only rows of the container's entities, with keys a
///   save can produce (positive), and at most ``maximumRows`` of them.
///   Everything else is dropped and counted in ``rejectedCount``.
/// - **Verification** (by the receiver): the database says which of the named
///   rows exist, and ``changes(existing:vocabulary:)`` turns the claims into
///   changes that agree with it. A row that exists is read again, whole (every
///   property counts as changed, whatever the notice named), and also placed
///   as new if the notice said it was inserted; a row that does not exist is
///   deleted, whatever the notice said. A forged notice can therefore make a
///   process read rows again, but never show what the database does not hold.
struct NoticeClaims: Equatable {
    /// Whether each named row was said to be inserted, by entity and key.
    private(set) var rows: [String: [Int64: Bool]] = [:]
    /// Why entries were dropped (the first few), for the log.
    private(set) var rejected: [String] = []
    /// How many entries were dropped.
    private(set) var rejectedCount = 0

    /// The most rows one notice may name. A save tells at most 7,500 bytes a
    /// notice, about 250 rows; the bound is there for notices no save wrote.
    static let maximumRows = 1_000

    var isEmpty: Bool { rows.isEmpty }

    /// The claims of `notice` that name rows of `vocabulary`'s entities.
    init(_ notice: ChangeNotice, vocabulary: NoticeVocabulary) {
        var count = 0
        func claim(_ entity: String, _ key: Int64, inserted: Bool) {
            guard let known = vocabulary.entities[entity] else {
                return reject("unknown entity \(entity.prefix(64).debugDescription)")
            }
            guard key > 0 else { return reject("key \(key) of \(known.description.name) is not a row's") }
            if let claimed = rows[entity]?[key] {
                rows[entity]![key] = claimed || inserted
            } else if count < Self.maximumRows {
                rows[entity, default: [:]][key] = inserted
                count += 1
            } else {
                reject("more than \(Self.maximumRows) rows")
            }
        }
        for row in notice.inserted { claim(row.entity, row.key, inserted: true) }
        for update in notice.updated { claim(update.entity, update.key, inserted: false) }
        for row in notice.deleted { claim(row.entity, row.key, inserted: false) }
    }

    private mutating func reject(_ reason: String) {
        rejectedCount += 1
        if rejected.count < 3 { rejected.append(reason) }
    }

    /// The keys named for each entity, for the receiver to look up.
    var keys: [String: [Int64]] {
        rows.mapValues { $0.keys.sorted() }
    }

    /// The changes the claims amount to, given the keys of the named rows
    /// that exist (by entity): an existing row is updated in every property
    /// (and inserted too, if claimed so), and a missing one is deleted.
    func changes(existing: [String: Set<Int64>], vocabulary: NoticeVocabulary) -> ModelChanges {
        var changes = ModelChanges()
        for (entity, claims) in rows.sorted(by: { $0.key < $1.key }) {
            let present = existing[entity] ?? []
            let everyProperty = vocabulary.entities[entity]?.properties ?? []
            for (key, inserted) in claims.sorted(by: { $0.key < $1.key }) {
                let id = PersistentIdentifier(entityName: entity, rowID: key)
                guard present.contains(key) else {
                    changes.deleted.append(id)
                    continue
                }
                if inserted { changes.inserted.append(id) }
                changes.updated[id] = everyProperty
            }
        }
        return changes
    }
}

/// The entities whose rows a notice may name: those of the container, with
/// the names of their stored properties and relationships.
struct NoticeVocabulary: Sendable {
    struct Entity: Sendable {
        let description: EntityDescription
        let properties: Set<String>
    }

    let entities: [String: Entity]

    init(_ entities: [(EntityDescription, Set<String>)]) {
        var byName: [String: Entity] = [:]
        for (description, properties) in entities {
            byName[description.name] = Entity(description: description, properties: properties)
        }
        self.entities = byName
    }
}
