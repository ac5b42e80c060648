/// Makes a class observable: every stored `var` becomes a tracked property.
///
/// Reading a property inside ``withObservationTracking(_:onChange:)`` (or a
/// view's `body` in ObservatoryUI) records a dependency on exactly that
/// property of that instance; assigning a different value notifies the
/// dependents. Assigning an equal value (`==` for `Equatable` types, `===` for
/// class references) notifies nobody.
///
/// `let`, computed, `static` and ``ObservationIgnored()`` properties are left
/// as they are. When the class declares `Codable`, its encoded form uses the
/// declared property names, exactly as a struct with the same properties.
@attached(
    member,
    names: named(_$observationRegistrar), named(access), named(withMutation),
    named(shouldNotifyObservers), named(_$observationID), named(CodingKeys),
    named(encode(to:)), named(init(from:))
)
@attached(memberAttribute)
@attached(extension, conformances: Observable)
public macro Observable() = #externalMacro(module: "ObservatoryMacros", type: "ObservableMacro")

/// Makes one stored property tracked. ``Observable()`` applies it for you.
///
/// Written by hand, the property is tracked through the class's
/// `access(keyPath:)` and `withMutation(keyPath:_:)` members.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro ObservationTracked() = #externalMacro(module: "ObservatoryMacros", type: "ObservationTrackedMacro")

/// The form of ``ObservationTracked()`` that ``Observable()`` attaches: it
/// carries the property's number and whether the class supplies its own
/// `access(keyPath:)` or `withMutation(keyPath:_:)`.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro ObservationTracked(id: Int, customAccess: Bool, customMutation: Bool) =
    #externalMacro(module: "ObservatoryMacros", type: "ObservationTrackedMacro")

/// Excludes a property of an ``Observable()`` class from tracking: reading it
/// records no dependency and changing it notifies nobody.
@attached(accessor, names: named(willSet))
public macro ObservationIgnored() = #externalMacro(module: "ObservatoryMacros", type: "ObservationIgnoredMacro")
