import Foundation

// `#Predicate { $0.name.localizedStandardContains(search) }`, which every
// search screen writes. The macro expands the call to
// `PredicateExpressions.build_localizedStandardContains`, which Foundation
// on Linux does not declare; this is that expression. Swift evaluates it
// with `StringProtocol.localizedStandardContains` (case- and
// diacritic-insensitive); SQLite runs the same function in SQL
// (`swift_localized_standard_contains`), and PostgreSQL leaves the
// predicate to Swift.

extension PredicateExpressions {
    /// `root.localizedStandardContains(other)` in a `#Predicate`.
    public struct LocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// Whether `root` contains `other`.
        public typealias Output = Bool

        /// The string searched.
        public let root: Root
        /// The string searched for.
        public let other: Other

        /// The search of `other` in `root`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Whether `root`'s value contains `other`'s, ignoring case and
        /// diacritics as `localizedStandardContains(_:)` does.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
        }
    }

    /// What `#Predicate` calls for `root.localizedStandardContains(other)`.
    public static func build_localizedStandardContains<Root, Other>(
        _ root: Root, _ other: Other
    ) -> LocalizedStandardContains<Root, Other> {
        LocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.LocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.LocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

extension PredicateExpressions.LocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

extension PredicateExpressions.LocalizedStandardContains: SQLTranslatable
where Root: SQLTranslatable, Other: SQLTranslatable {
    /// `swift_localized_standard_contains(text, part)` in SQLite.
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? {
        characterSearch(.localizedStandard, root.sql(&translation), other.sql(&translation), translation.dialect)
    }
}
