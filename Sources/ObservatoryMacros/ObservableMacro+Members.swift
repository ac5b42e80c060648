import SwiftSyntax
import SwiftSyntaxMacros

extension ObservableMacro: MemberMacro {
  /// Adds the registrar, the key-path helpers, the property-identity table, the
  /// `shouldNotifyObservers` overloads and, for a `Codable` class, its coding members.
  ///
  /// This role alone reports `@Observable` attached to something other than a class.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let observed = observedClass(declaration, attribute: node, in: context, diagnose: true) else {
      return []
    }
    let members = RegistrarMembers(observed: observed, context: context)
    var result: [DeclSyntax] = [members.registrar]
    if !observed.hasCustomAccess {
      result.append(members.access)
    }
    if !observed.hasCustomMutation {
      result.append(members.withMutation)
    }
    result.append(members.identityTable)
    result += members.shouldNotifyObservers
    result += CodableSupport(observed: observed).members
    return result
  }
}
