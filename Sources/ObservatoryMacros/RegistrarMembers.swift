import SwiftSyntax
import SwiftSyntaxMacros

/// Builds the members `@Observable` adds for the registrar and its key-path entry points.
struct RegistrarMembers {
  /// The class being expanded.
  let observed: ObservedClass
  /// The expansion context, used for unique generic parameter names.
  let context: any MacroExpansionContext

  /// `_$observationRegistrar`: the registrar stored inline in every instance.
  var registrar: DeclSyntax {
    """
    @ObservationIgnored private let _$observationRegistrar = Observatory._InlineObservationRegistrar()
    """
  }

  /// `access(keyPath:)`: records a read of the property at `keyPath`.
  var access: DeclSyntax {
    let member = context.makeUniqueName("Member")
    return """
      internal nonisolated func access<\(member)>(keyPath: KeyPath<\(observed.name), \(member)>) {
        _$observationRegistrar.access(self, keyPath: keyPath, id: \(observed.name)._$observationID(for: keyPath))
      }
      """
  }

  /// `withMutation(keyPath:_:)`: announces a change of the property at `keyPath` around `mutation`.
  var withMutation: DeclSyntax {
    let member = context.makeUniqueName("Member")
    let result = context.makeUniqueName("MutationResult")
    return """
      internal nonisolated func withMutation<\(member), \(result)>(\
      keyPath: KeyPath<\(observed.name), \(member)>, \
      _ mutation: () throws -> \(result)) rethrows -> \(result) {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: \(observed.name)._$observationID(for: keyPath), mutation)
      }
      """
  }

  /// `_$observationID(for:)`: maps a tracked property's key path to its integer identity.
  ///
  /// A class with its own `access` or `withMutation` identifies every property by key path (its
  /// methods reach the registrar without an identity), so its table is empty.
  var identityTable: DeclSyntax {
    let properties = observed.identifiesByKeyPath ? [] : observed.indexedProperties
    let cases = properties.enumerated().map { index, property in
      "case \\\(observed.name).\(property.name.text):\n    return \(index)\n  "
    }
    return """
      private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
        switch keyPath {
        \(raw: cases.joined())default:
          return nil
        }
      }
      """
  }

  /// The four `shouldNotifyObservers` overloads that decide whether a write is a change.
  var shouldNotifyObservers: [DeclSyntax] {
    let overloads: [(constraint: String, body: String)] = [
      ("", "true"),
      (": Equatable", "lhs != rhs"),
      (": AnyObject", "lhs !== rhs"),
      (": Equatable & AnyObject", "lhs != rhs"),
    ]
    return overloads.map { constraint, body in
      let member = context.makeUniqueName("Member")
      return """
        private nonisolated func shouldNotifyObservers<\(member)\(raw: constraint)>(\
        _ lhs: \(member), _ rhs: \(member)) -> Bool {
          \(raw: body)
        }
        """
    }
  }
}
