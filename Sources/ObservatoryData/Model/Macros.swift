/// Makes a class a stored model: observable exactly like an `@Observable`
/// class, and stored by a ``ModelContext`` in a table with a column per
/// stored `var`.
///
/// ```swift
/// @Model
/// final class Habit {
///     @Attribute(.unique) var name: String
///     var streak = 0
///     @Transient var isExpanded = false
///     init(name: String) { self.name = name }
/// }
/// ```
///
/// A property is stored when its type is one with a column of its own
/// (``ColumnValue``: numbers, `Bool`, `String`, `Date`, `UUID`, `URL`,
/// `Data`, their optionals) or any other `Codable` type (kept as JSON).
@attached(
    member,
    names: named(_$observationRegistrar), named(access), named(withMutation),
    named(shouldNotifyObservers), named(_$observationID), named(_$modelState), named(_$schema), named(init(_$row:)),
    named(CodingKeys), named(encode(to:)), named(init(from:))
)
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "ObservatoryMacros", type: "ModelMacro")

/// Tunes how a property of a `@Model` class is stored: `.unique` (inserting
/// a model whose value is taken updates the stored one instead), and
/// `originalName:` (the column's name in an earlier version, renamed when the
/// store opens).
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "ObservatoryMacros", type: "ModelPropertyMarkerMacro")

/// Keeps a property of a `@Model` class out of the store. It stays
/// observable; it needs an initial value.
@attached(peer)
public macro Transient() = #externalMacro(module: "ObservatoryMacros", type: "ModelPropertyMarkerMacro")

/// A relationship between models, with SwiftData's arguments. Not supported
/// yet: `@Model` reports an error where it is used.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "ObservatoryMacros", type: "ModelPropertyMarkerMacro")

/// The accessors of a stored property of a `@Model` class; `@Model` attaches it.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro _PersistedProperty(id: Int, index: Int) =
    #externalMacro(module: "ObservatoryMacros", type: "PersistedPropertyMacro")

/// Declares indexes of a `@Model` class's table, one per array of key paths:
/// an index on one property serves sorts and filters by it; an index on
/// several serves those by the first, the first two, and so on.
///
/// ```swift
/// @Model
/// final class Habit {
///     #Index<Habit>([\.createdAt], [\.name, \.streak])
///     var name: String
///     var createdAt: Date
///     var streak: Int
///     ...
/// }
/// ```
///
/// Write it in the body of the class; each key path names a stored property
/// of the class (not a `@Transient` one, nor a relationship). The store
/// creates the indexes when it opens, on a new store as on one that already
/// holds rows. An index on a `String` property orders as Swift compares
/// strings, as sorts and filters by the property do.
@freestanding(declaration)
public macro Index<T: PersistentModel>(_ indices: [PartialKeyPath<T>]...) =
    #externalMacro(module: "ObservatoryMacros", type: "IndexMacro")

/// Declares indexes of a `@Model` class's table, each `.binary([...])` or
/// `.rtree([...])`, as SwiftData spells them. Both are ordinary (B-tree)
/// indexes here: an `.rtree` index serves sorts and range filters by its
/// first property, not searches within a region.
@freestanding(declaration)
public macro Index<T: PersistentModel>(_ indices: Schema.Index<T>.Types<T>...) =
    #externalMacro(module: "ObservatoryMacros", type: "IndexMacro")
