/// The models a container stores, as SwiftData's `Schema([Habit.self])`
/// names them; also the namespace of the options `@Attribute` and
/// `@Relationship` take.
public struct Schema: Hashable, @unchecked Sendable {
    // Metatypes are immutable.
    /// The model types, in the order given, without repeats.
    public let models: [any PersistentModel.Type]
    /// The schema's version, for source compatibility; migrations are automatic.
    public let version: Version

    /// A schema of `models`.
    public init(_ models: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        var seen: Set<ObjectIdentifier> = []
        self.models = models.filter { seen.insert(ObjectIdentifier($0)).inserted }
        self.version = version
    }

    /// A schema of `models`.
    public init(_ models: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(models, version: version)
    }

    /// Two schemas are equal when they list the same model types, in the
    /// same order, at the same version.
    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        lhs.version == rhs.version && lhs.models.map(ObjectIdentifier.init) == rhs.models.map(ObjectIdentifier.init)
    }

    /// Hashes the model types and the version.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        for model in models { hasher.combine(ObjectIdentifier(model)) }
    }

    /// A schema's version number.
    public struct Version: Hashable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int
        /// `Version(1, 0, 0)`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        /// `1.0.0`.
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// What `@Attribute` says about a property.
    public enum Attribute {
        /// An option of `@Attribute(_:originalName:)`.
        public struct Option: Hashable, Sendable {
            let name: String
            /// No two rows have the same value: inserting a model whose value
            /// is taken updates the existing row instead (an upsert), as in
            /// SwiftData.
            public static let unique = Option(name: "unique")
            /// Accepted for source compatibility; values are stored in the row.
            public static let externalStorage = Option(name: "externalStorage")
            /// Accepted for source compatibility; the store is not encrypted.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Accepted for source compatibility; the store keeps no history.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Accepted for source compatibility; Spotlight does not exist here.
            public static let spotlight = Option(name: "spotlight")
        }
    }

    /// What `@Relationship` says about a relationship.
    public enum Relationship {
        /// What deleting a model does to the models it refers to.
        public enum DeleteRule: String, Hashable, Sendable {
            /// The related models stay; their reference to the deleted one is cleared.
            case nullify
            /// The related models are deleted too.
            case cascade
            /// Deleting fails while related models exist.
            case deny
            /// Nothing is done to the related models.
            case noAction
        }

        /// An option of `@Relationship`.
        public struct Option: Hashable, Sendable {
            let name: String
            /// Accepted for source compatibility.
            public static let unique = Option(name: "unique")
        }
    }

    /// The indexes of a model's table, as `#Index` declares them.
    public final class Index<T: PersistentModel> {
        /// One index: the properties it orders its rows by, in order.
        public enum Types<P: PersistentModel> {
            /// An ordinary (B-tree) index.
            case binary([PartialKeyPath<P>])
            /// Accepted for source compatibility: an ordinary (B-tree) index
            /// here, not an R-tree.
            case rtree([PartialKeyPath<P>])
        }

        /// The indexes, in the order given.
        public let indices: [Types<T>]

        /// The indexes `indices`.
        public init(_ indices: Types<T>...) {
            self.indices = indices
        }

        /// An ordinary index for each array of key paths.
        public init(_ indices: [PartialKeyPath<T>]...) {
            self.indices = indices.map { .binary($0) }
        }
    }
}
