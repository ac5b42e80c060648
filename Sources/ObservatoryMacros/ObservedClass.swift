import SwiftSyntax

/// What `@Observable` learns from the class it is attached to; every role computes the same result.
struct ObservedClass {
  /// The class declaration.
  let decl: ClassDeclSyntax
  /// Tracked properties outside `#if`, in declaration order; a property's index is its identity.
  let indexedProperties: [TrackedProperty]
  /// Whether the user wrote an instance method `access(keyPath:)`.
  let hasCustomAccess: Bool
  /// Whether the user wrote an instance method `withMutation(keyPath:_:)`.
  let hasCustomMutation: Bool

  /// Whether the class identifies its properties by key path rather than by index: its own
  /// `access`/`withMutation` reach the registrar with a key path and no index, so reads and writes
  /// must meet there.
  var identifiesByKeyPath: Bool { hasCustomAccess || hasCustomMutation }

  /// The class's own name (inside the class, a generic class's bare name means `Self`'s type).
  var name: TokenSyntax { decl.name.trimmed }

  init(_ decl: ClassDeclSyntax) {
    self.decl = decl
    var indexed: [TrackedProperty] = []
    var customAccess = false
    var customMutation = false
    for (member, insideIfConfig) in decl.memberBlock.members.flattenedDecls {
      if let function = member.as(FunctionDeclSyntax.self) {
        customAccess = customAccess || function.isKeyPathHook(named: "access")
        customMutation = customMutation || function.isKeyPathHook(named: "withMutation")
      } else if !insideIfConfig, let variable = member.as(VariableDeclSyntax.self),
        case .tracked(let property) = variable.trackingDecision
      {
        // A property inside `#if` gets no index: it may not exist in every configuration.
        indexed.append(property)
      }
    }
    indexedProperties = indexed
    hasCustomAccess = customAccess
    hasCustomMutation = customMutation
  }

  /// The identity of the tracked property called `name`, or `nil` if it has none.
  func index(ofPropertyNamed name: String) -> Int? {
    indexedProperties.firstIndex { $0.name.unescapedText == name }
  }
}
