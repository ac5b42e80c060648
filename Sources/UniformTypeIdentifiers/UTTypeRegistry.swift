import Foundation

/// A type's declaration: what it conforms to and its tags.
struct UTTypeDeclaration: Sendable {
    let identifier: String
    /// The identifiers of the types it directly conforms to.
    let conformsTo: [String]
    let tags: [UTTagClass: [String]]
    let description: String?
    var isDynamic = false

    /// Whether the type is `identifier` or conforms to it, directly or not.
    func conforms(to identifier: String) -> Bool {
        self.identifier == identifier || UTTypeRegistry.shared.ancestors(of: self.identifier).contains(identifier)
    }
}

/// The declared types, the app's and the dynamic ones, by identifier.
///
/// The table's lock is an `NSLock` (a pthread mutex), not the package's
/// `SanitizedMutex`: ThreadSanitizer sees a pthread mutex order what it
/// guards, and this module may depend on none of ours (Package.swift).
final class UTTypeRegistry: @unchecked Sendable {
    static let shared = UTTypeRegistry()

    private let declarations = LockedTable(
        Dictionary(UTTypeRegistry.builtIn.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first }))

    func register(_ declaration: UTTypeDeclaration) {
        declarations.withLock { table in
            if table[declaration.identifier] == nil { table[declaration.identifier] = declaration }
        }
    }

    func declaration(of identifier: String) -> UTTypeDeclaration? {
        declarations.withLock { $0[identifier] }
    }

    /// The declared (not dynamic) types with `tag`, the most specific first
    /// (a type before the types it conforms to), then by identifier.
    func declarations(tagged tag: String, class tagClass: UTTagClass) -> [UTTypeDeclaration] {
        let found = declarations.withLock { table in
            table.values.filter { !$0.isDynamic && $0.tags[tagClass]?.contains(tag) == true }
        }
        return found.sorted { a, b in
            if a.conforms(to: b.identifier) != b.conforms(to: a.identifier) { return a.conforms(to: b.identifier) }
            return a.identifier < b.identifier
        }
    }

    /// Every type `identifier` conforms to, directly or not (not itself).
    func ancestors(of identifier: String) -> Set<String> {
        let table = declarations.withLock { $0 }
        var found = Set<String>()
        var pending = table[identifier]?.conformsTo ?? []
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += table[next]?.conformsTo ?? []
        }
        return found
    }

    /// The declared types that conform to `identifier`.
    func declaredSubtypes(of identifier: String) -> [UTTypeDeclaration] {
        let candidates = declarations.withLock { Array($0.values) }
        return candidates.filter { !$0.isDynamic && $0.identifier != identifier && $0.conforms(to: identifier) }
            .sorted { $0.identifier < $1.identifier }
    }

    /// Broad types a browser's picker names with a MIME wildcard.
    static let wildcards: [String: String] = [
        "public.image": "image/*", "public.audio": "audio/*", "public.movie": "video/*", "public.video": "video/*",
        "public.audiovisual-content": "video/*",
    ]
}

/// A dictionary behind an `NSLock`, read and written only inside ``withLock(_:)``.
final class LockedTable: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [String: UTTypeDeclaration]

    init(_ table: [String: UTTypeDeclaration]) {
        self.table = table
    }

    /// Runs `body` with the table, holding the lock.
    func withLock<Result>(_ body: (inout [String: UTTypeDeclaration]) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&table)
    }
}
