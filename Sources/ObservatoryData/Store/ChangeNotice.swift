import Foundation

/// What one save tells the other processes that share its store: the
/// identities it inserted, updated (with the properties that changed) and
/// deleted, and which store instance wrote them, so that the writer skips
/// its own notice.
///
/// A receiver trusts none of it: see ``NoticeClaims``.
///
/// PostgreSQL carries a notification of at most 8,000 bytes, so a large
/// save is told in several notices; they arrive together, at its commit.
struct ChangeNotice: Codable, Equatable {
    /// The writing store instance.
    var origin: String
    var inserted: [Row] = []
    var updated: [Update] = []
    var deleted: [Row] = []

    struct Row: Codable, Equatable {
        var entity: String
        var key: Int64
    }

    struct Update: Codable, Equatable {
        var entity: String
        var key: Int64
        var properties: [String]
    }

    /// The most bytes one notice's JSON takes.
    static let maximumBytes = 7_500

    /// The changes as ``ModelChanges``.
    var changes: ModelChanges {
        var changes = ModelChanges()
        changes.inserted = inserted.map { PersistentIdentifier(entityName: $0.entity, rowID: $0.key) }
        for update in updated {
            changes.updated[PersistentIdentifier(entityName: update.entity, rowID: update.key), default: []]
                .formUnion(update.properties)
        }
        changes.deleted = deleted.map { PersistentIdentifier(entityName: $0.entity, rowID: $0.key) }
        return changes
    }

    /// The JSON texts that tell `changes`, each at most ``maximumBytes`` long.
    static func payloads(origin: String, _ changes: ModelChanges) -> [String] {
        let encoder = JSONEncoder()
        var payloads: [String] = []
        var notice = ChangeNotice(origin: origin)
        var size = 0
        func flush() {
            guard notice != ChangeNotice(origin: origin),
                  let data = try? encoder.encode(notice) else { return }
            payloads.append(String(decoding: data, as: UTF8.self))
            notice = ChangeNotice(origin: origin)
            size = 0
        }
        // An estimate of each entry's JSON, with room for the punctuation.
        func add(_ bytes: Int, _ append: () -> Void) {
            if size + bytes > maximumBytes - 200 { flush() }
            append()
            size += bytes
        }
        for id in changes.inserted {
            guard let key = id.rowID else { continue }
            add(id.entityName.utf8.count + 40) { notice.inserted.append(Row(entity: id.entityName, key: key)) }
        }
        for (id, properties) in changes.updated.sorted(by: { $0.key < $1.key }) {
            guard let key = id.rowID else { continue }
            let bytes = id.entityName.utf8.count + 50 + properties.reduce(0) { $0 + $1.utf8.count + 3 }
            add(bytes) { notice.updated.append(Update(entity: id.entityName, key: key, properties: properties.sorted())) }
        }
        for id in changes.deleted {
            guard let key = id.rowID else { continue }
            add(id.entityName.utf8.count + 40) { notice.deleted.append(Row(entity: id.entityName, key: key)) }
        }
        flush()
        return payloads
    }

    /// The most bytes of a payload that is read at all: PostgreSQL's limit
    /// for a notification.
    static let maximumPayloadBytes = 8_000

    /// The notice in `payload`, or nil when it is not one: not JSON, not of
    /// this shape, or longer than ``maximumPayloadBytes``. What it claims is
    /// still to be checked (``NoticeClaims``).
    init?(payload: String) {
        guard payload.utf8.count <= Self.maximumPayloadBytes,
              let notice = try? JSONDecoder().decode(ChangeNotice.self, from: Data(payload.utf8))
        else { return nil }
        self = notice
    }

    init(origin: String) {
        self.origin = origin
    }
}
