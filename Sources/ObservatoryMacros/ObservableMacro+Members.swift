import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

extension ObservableMacro: MemberMacro {
  /// Adds the registrar, the key-path helpers, the property-identity table, the
  /// `shouldNotifyObservers` overloads and, for a `Codable` class, its coding members.
  ///
  /// This role alone reports errors: `@Observable` attached to something other than a class, and
  /// each property that cannot be observed.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let observed = observedClass(declaration, attribute: node, in: context, diagnose: true) else {
      return []
    }
    diagnoseRejectedProperties(of: observed, in: context)
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

  /// Reports each property of the class (including those inside `#if`) that cannot be observed.
  private static func diagnoseRejectedProperties(of observed: ObservedClass, in context: some MacroExpansionContext) {
    for (member, _) in observed.decl.memberBlock.members.flattenedDecls {
      if case .rejected(let message, let location) = member.as(VariableDeclSyntax.self)?.trackingDecision {
        context.diagnose(Diagnostic(node: location, message: message))
      }
    }
  }
}
