/// Rows and links read from the store ahead of the main actor, so that it
/// can build models from them without waiting for the network: the rows a
/// query or a save named, and everything their relationships reach.
///
/// Invariant: for every link table and side in `links`, `covered` holds
/// the rows whose links were read, so a row of `covered` with no entry in
/// `links` has no links (as ``ModelStore/linkedRowIDs(_:from:ownerSide:)``
/// leaves such rows out).
struct StoreReadAhead: Sendable {
    struct LinkSide: Hashable, Sendable {
        var table: LinkTable
        var ownerSide: Bool
    }

    /// The rows read, by entity and key.
    private(set) var rows: [String: [Int64: StoredRow]] = [:]
    /// The rows a fetch selected, in its order (a query's results).
    private(set) var selected: [StoredRow] = []
    /// The keys asked for, found or not: a key here with no row was deleted.
    private var asked: [String: Set<Int64>] = [:]
    private var links: [LinkSide: [Int64: [Int64]]] = [:]
    private var covered: [LinkSide: Set<Int64>] = [:]

    /// The row `rowID` of `entity`, if it was read.
    func row(_ entity: String, _ rowID: Int64) -> StoredRow? {
        rows[entity]?[rowID]
    }

    /// Whether `rowID` of `entity` was asked for: then ``row(_:_:)`` says
    /// whether it exists.
    func wasRead(_ entity: String, _ rowID: Int64) -> Bool {
        rows[entity]?[rowID] != nil || asked[entity]?.contains(rowID) == true
    }

    /// The links of `rowIDs` in `table`, if all of them were read.
    func linked(_ table: LinkTable, from rowIDs: [Int64], ownerSide: Bool) -> [Int64: [Int64]]? {
        let side = LinkSide(table: table, ownerSide: ownerSide)
        guard let covered = covered[side], rowIDs.allSatisfy(covered.contains) else { return nil }
        let known = links[side] ?? [:]
        var found: [Int64: [Int64]] = [:]
        for rowID in rowIDs { if let targets = known[rowID] { found[rowID] = targets } }
        return found
    }

    /// Reads `selected` (the rows of one fetch of `entity`, or nil) and the
    /// rows `roots` names, then everything their relationships reach: a round
    /// of queries per entity and relationship, until no new row is found.
    static func read(
        selected: (entity: String, fetch: StoreFetch)? = nil, roots: [String: [Int64]] = [:],
        entities: [String: RegisteredEntity], from store: any ModelStore
    ) throws -> StoreReadAhead {
        var ahead = StoreReadAhead()
        var frontier: [String: Set<Int64>] = [:]
        if let selected {
            ahead.selected = try store.fetch(selected.fetch)
            for row in ahead.selected {
                ahead.rows[selected.entity, default: [:]][row.rowID] = row
                frontier[selected.entity, default: []].insert(row.rowID)
            }
        }
        for (entity, keys) in roots {
            guard let description = entities[entity]?.description else { continue }
            ahead.asked[entity, default: []].formUnion(keys)
            let missing = Set(keys).subtracting(ahead.rows[entity]?.keys ?? [:].keys)
            for row in try store.fetch(description, rowIDs: Array(missing)) {
                ahead.rows[entity, default: [:]][row.rowID] = row
            }
            // A key with no row (deleted) has nothing to follow.
            frontier[entity, default: []].formUnion(keys.filter { ahead.rows[entity]?[$0] != nil })
        }
        while !frontier.isEmpty {
            var next: [String: Set<Int64>] = [:]
            for (entity, keys) in frontier.sorted(by: { $0.key < $1.key }) {
                guard let registered = entities[entity] else { continue }
                for (_, storage) in registered.links.sorted(by: { $0.key < $1.key }) {
                    let side = LinkSide(table: storage.table, ownerSide: storage.isOwnerSide)
                    let needed = keys.subtracting(ahead.covered[side] ?? [])
                    guard !needed.isEmpty else { continue }
                    let linked = try store.linkedRowIDs(storage.table, from: needed.sorted(), ownerSide: storage.isOwnerSide)
                    ahead.links[side, default: [:]].merge(linked) { $1 }
                    ahead.covered[side, default: []].formUnion(needed)
                    let target = storage.isOwnerSide ? storage.table.targetEntity : storage.table.ownerEntity
                    let unread = Set(linked.values.joined()).subtracting(ahead.rows[target]?.keys ?? [:].keys)
                    guard !unread.isEmpty, let description = entities[target]?.description else { continue }
                    for row in try store.fetch(description, rowIDs: unread.sorted()) {
                        ahead.rows[target, default: [:]][row.rowID] = row
                        next[target, default: []].insert(row.rowID)
                    }
                }
            }
            frontier = next
        }
        return ahead
    }
}
