import Foundation
import GRDB

/// SQL functions and a collation that compare strings exactly as Swift does
/// (`==` and `<` on `String` follow Unicode canonical equivalence; SQLite's
/// built-in ones compare bytes). Predicates and sorts translated to SQL use
/// them, so a fetch in SQL and the same predicate evaluated in Swift agree.
enum SwiftStringSemantics {
    /// `COLLATE swift`: Swift's `String` order.
    static let collationName = "swift"

    static let collation = DatabaseCollation(collationName) { lhs, rhs in
        lhs == rhs ? .orderedSame : (lhs < rhs ? .orderedAscending : .orderedDescending)
    }

    /// `swift_contains(a, b)`: `a.contains(b)`; `swift_has_prefix(a, b)`:
    /// `a.starts(with: b)` (both by `Character`, as a `#Predicate` evaluates them).
    static let functions: [DatabaseFunction] = [
        DatabaseFunction("swift_contains", argumentCount: 2, pure: true) { values in
            guard let text = String.fromDatabaseValue(values[0]), let part = String.fromDatabaseValue(values[1]) else {
                return nil
            }
            return collectionContains(text, part)
        },
        DatabaseFunction("swift_has_prefix", argumentCount: 2, pure: true) { values in
            guard let text = String.fromDatabaseValue(values[0]), let prefix = String.fromDatabaseValue(values[1]) else {
                return nil
            }
            return sequenceStarts(text, with: prefix)
        },
        // `swift_localized_standard_contains(a, b)`: `a.localizedStandardContains(b)`.
        DatabaseFunction("swift_localized_standard_contains", argumentCount: 2, pure: true) { values in
            guard let text = String.fromDatabaseValue(values[0]), let part = String.fromDatabaseValue(values[1]) else {
                return nil
            }
            return text.localizedStandardContains(part)
        },
    ]
}

/// `Collection.contains(_:)` as a `#Predicate` calls it (by `Character`), not
/// Foundation's `StringProtocol` overload.
private func collectionContains<Text: Collection>(_ text: Text, _ part: Text) -> Bool where Text.Element: Equatable {
    text.contains(part)
}

/// `Sequence.starts(with:)` as a `#Predicate` calls it.
private func sequenceStarts<Text: Sequence>(_ text: Text, with prefix: Text) -> Bool where Text.Element: Equatable {
    text.starts(with: prefix)
}
