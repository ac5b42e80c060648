import Foundation
import Testing
@testable import ObservatoryData

/// A change notice is untrusted input: decoded with bounds, validated
/// against the container's entities, and turned into changes only with the
/// database's word on which rows exist.
@Suite("Change notices: validation")
struct NoticeClaimsTests {
    let vocabulary = NoticeVocabulary([
        (EntityDescription(Habit._$schema), Set(Habit._$schema.members.map(\.name))),
    ])

    private func parse(_ json: String) -> NoticeClaims? {
        ChangeNotice(payload: json).map { NoticeClaims($0, vocabulary: vocabulary) }
    }

    @Test("payloads that are not notices decode to nothing, without trapping")
    func malformedPayloads() {
        // A save writes all three lists; a notice without one is not a save's.
        let deep = String(repeating: "[", count: 3_000) + String(repeating: "]", count: 3_000)
        let payloads = [
            "", "null", "42", #"{"origin":"x","inserted":[]}"#, "\u{0}\u{1}\u{ff}", "{", #"{"origin":1}"#, #"{"origin":"x","inserted":"all"}"#,
            #"{"origin":"x","inserted":[{"entity":"Habit","key":"1"}]}"#,
            #"{"origin":"x","inserted":[{"entity":"Habit","key":1e300}]}"#,
            #"{"origin":"x","inserted":[{"entity":"Habit","key":9223372036854775808}]}"#,
            #"{"origin":"x","updated":[{"entity":"Habit","key":1,"properties":[1]}]}"#,
            #"{"origin":"x","inserted":"# + deep + "}", deep,
            #"{"origin":""# + String(repeating: "x", count: 8_000) + #""}"#,
        ]
        for payload in payloads {
            #expect(ChangeNotice(payload: payload) == nil, "\(payload.prefix(80))")
        }
    }

    @Test("keys no save makes, the smallest 64-bit key among them, are rejected")
    func impossibleKeys() throws {
        let claims = try #require(parse(#"""
            {"origin":"x","inserted":[{"entity":"Habit","key":-9223372036854775808},{"entity":"Habit","key":0}],
             "updated":[{"entity":"Habit","key":-1,"properties":["streak"]}],
             "deleted":[{"entity":"Habit","key":9223372036854775807}]}
            """#))
        #expect(claims.rejectedCount == 3)
        #expect(claims.keys == ["Habit": [Int64.max]])
        // The identity that made every process trap prints.
        #expect(PersistentIdentifier(entityName: "Habit", rowID: .min).description == "Habit/t9223372036854775807")
    }

    @Test("rows of entities the container does not have are dropped")
    func unknownEntities() throws {
        let claims = try #require(parse(#"""
            {"origin":"x","inserted":[{"entity":"Ghost","key":1},{"entity":"habit","key":1}],
             "updated":[{"entity":"Habit","key":2,"properties":["password"]}],"deleted":[]}
            """#))
        #expect(claims.rejectedCount == 2)
        #expect(claims.keys == ["Habit": [2]])
    }

    @Test("a notice names at most 1,000 rows")
    func boundedRows() throws {
        var notice = ChangeNotice(origin: "x")
        notice.deleted = (1...1_500).map { ChangeNotice.Row(entity: "Habit", key: $0) }
        let claims = NoticeClaims(notice, vocabulary: vocabulary)
        #expect(claims.keys["Habit"]?.count == NoticeClaims.maximumRows)
        #expect(claims.rejectedCount == 500)
    }

    @Test("the database decides: a missing row is deleted, an existing one is read again, whole")
    func verifiedChanges() throws {
        var notice = ChangeNotice(origin: "x")
        notice.inserted = [.init(entity: "Habit", key: 1), .init(entity: "Habit", key: 2)]
        notice.updated = [.init(entity: "Habit", key: 3, properties: ["streak"]), .init(entity: "Habit", key: 4, properties: ["streak"])]
        notice.deleted = [.init(entity: "Habit", key: 5), .init(entity: "Habit", key: 6)]
        let claims = NoticeClaims(notice, vocabulary: vocabulary)
        let changes = claims.changes(existing: ["Habit": [1, 3, 5]], vocabulary: vocabulary)
        let id = { PersistentIdentifier(entityName: "Habit", rowID: $0) }
        let everyProperty = Set(Habit._$schema.members.map(\.name))
        #expect(changes.inserted == [id(1)])
        #expect(changes.deleted == [id(2), id(4), id(6)])
        // The notice's property names are not trusted either: the row is read whole.
        #expect(changes.updated == [id(1): everyProperty, id(3): everyProperty, id(5): everyProperty])
    }
}
