import SwiftSyntax

/// What `@Observable` learns from the class it is attached to; every role computes the same result.
struct ObservedClass {
  /// The class declaration.
  let decl: ClassDeclSyntax
  /// Tracked properties outside `#if`, in declaration order; a property's index is its identity.
  let indexedProperties: [TrackedProperty]
  /// Names of tracked properties declared inside `#if` clauses; they use the key-path form.
  let conditionalPropertyNames: Set<String>
  /// Whether the user wrote an instance method `access(keyPath:)`.
  let hasCustomAccess: Bool
  /// Whether the user wrote an instance method `withMutation(keyPath:_:)`.
  let hasCustomMutation: Bool

  /// The class's own name (inside the class, a generic class's bare name means `Self`'s type).
  var name: TokenSyntax { decl.name.trimmed }

  init(_ decl: ClassDeclSyntax) {
    self.decl = decl
    var indexed: [TrackedProperty] = []
    var conditional: Set<String> = []
    var customAccess = false
    var customMutation = false
    for (member, insideIfConfig) in decl.memberBlock.members.flattenedDecls {
      if let function = member.as(FunctionDeclSyntax.self) {
        customAccess = customAccess || function.isInstanceMethod(named: "access", withKeyPathParameter: true)
        customMutation =
          customMutation || function.isInstanceMethod(named: "withMutation", withKeyPathParameter: true)
      } else if let variable = member.as(VariableDeclSyntax.self),
        case .tracked(let property) = variable.trackingDecision
      {
        if insideIfConfig {
          conditional.insert(property.name.unescapedText)
        } else {
          indexed.append(property)
        }
      }
    }
    indexedProperties = indexed
    conditionalPropertyNames = conditional
    hasCustomAccess = customAccess
    hasCustomMutation = customMutation
  }

  /// The identity of the tracked property called `name`, or `nil` if it has none.
  func index(ofPropertyNamed name: String) -> Int? {
    indexedProperties.firstIndex { $0.name.unescapedText == name }
  }
}
