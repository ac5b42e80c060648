import SwiftSyntax

/// A stored instance property that `@Observable` turns into an observed property.
struct TrackedProperty {
  /// The property's name as written (it may carry backticks).
  let name: TokenSyntax
  /// The declared type, if written.
  let type: TypeSyntax?
  /// The initial value, if written.
  let initializer: InitializerClauseSyntax?

  /// The name of the private backing storage, `_name`.
  var storageName: TokenSyntax { .identifier("_" + name.unescapedText) }
}

/// What `@Observable` does with one `var`/`let` declaration of the class.
enum TrackingDecision {
  /// Tracked: the property receives `@ObservationTracked`.
  case tracked(TrackedProperty)
  /// Left alone: `let`, `static`, computed, or already marked by the user.
  case untouched
  /// Cannot be observed; the error is reported at `node` and the property is left alone.
  case rejected(ObservatoryDiagnostic, at: Syntax)
}

extension VariableDeclSyntax {
  /// Whether the user marked this property `@ObservationIgnored`.
  var isObservationIgnored: Bool { attributes.contains(named: "ObservationIgnored") }

  /// Whether this property carries `@ObservationTracked` (written by hand or attached by `@Observable`).
  var isObservationTracked: Bool { attributes.contains(named: "ObservationTracked") }

  /// Whether any binding of this declaration has storage (no accessors, or only observers).
  var hasStoredBinding: Bool { bindings.contains { $0.isStored } }

  /// Decides whether `@Observable` tracks this declaration: an instance `var` with storage that the
  /// user did not mark is tracked, unless it is `lazy`, wrapped, a tuple pattern, or declares
  /// several bindings, which are rejected with an error.
  var trackingDecision: TrackingDecision {
    guard bindingSpecifier.tokenKind == .keyword(.var), !modifiers.isTypeMember,
      !isObservationIgnored, !isObservationTracked, hasStoredBinding
    else { return .untouched }
    guard bindings.count == 1, let binding = bindings.first else {
      return .rejected(.multipleBindings, at: Syntax(bindingSpecifier))
    }
    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
      if binding.pattern.is(TuplePatternSyntax.self) {
        return .rejected(.tuplePattern, at: Syntax(binding.pattern))
      }
      return .untouched
    }
    if let lazy = modifiers.first(.lazy) {
      return .rejected(.lazyProperty, at: Syntax(lazy))
    }
    if let wrapper = attributes.attributes.first(where: \.mayBePropertyWrapper) {
      return .rejected(.propertyWrapper, at: Syntax(wrapper))
    }
    return .tracked(
      TrackedProperty(
        name: identifier.identifier.trimmed,
        type: binding.typeAnnotation?.type.trimmed,
        initializer: binding.initializer?.trimmed
      )
    )
  }
}

extension PatternBindingSyntax {
  /// Whether this binding has storage: no accessor block, or only `willSet`/`didSet` observers.
  var isStored: Bool {
    switch accessorBlock?.accessors {
    case nil:
      return true
    case .getter:
      return false
    case .accessors(let accessors):
      return accessors.allSatisfy {
        $0.accessorSpecifier.tokenKind == .keyword(.willSet)
          || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
      }
    }
  }
}

extension AttributeSyntax {
  /// Capitalised built-in attributes that are not property wrappers.
  private static let capitalizedBuiltins: Set<String> = [
    "ObservationIgnored", "ObservationTracked",
    // ObservatoryData's markers on the properties of a `@Model` class.
    "Attribute", "Transient", "Relationship",
    "NSCopying", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable",
  ]

  /// Whether this attribute may be a property wrapper (a custom attribute that is neither a
  /// built-in attribute, which is spelled in lower case, nor a global actor, nor an Observation macro).
  var mayBePropertyWrapper: Bool {
    let name = simpleName
    guard let first = name.first, first.isUppercase else { return false }
    return !name.hasSuffix("Actor") && !Self.capitalizedBuiltins.contains(name)
  }
}
