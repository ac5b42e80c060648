import SwiftSyntax
import SwiftSyntaxMacros

extension ObservableMacro: MemberAttributeMacro {
  /// Attaches `@ObservationTracked(id:customAccess:customMutation:)` to each tracked property, and
  /// nothing to a property that cannot be observed (the member role reports those, once: this role
  /// runs once per variable, so `var a, b` would be reported twice here).
  ///
  /// A tracked property declared inside `#if` gets the bare `@ObservationTracked`, whose accessors
  /// identify the property by key path, since its index could differ between configurations.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let variable = member.as(VariableDeclSyntax.self),
      let observed = observedClass(declaration, attribute: node, in: context, diagnose: false)
    else { return [] }
    switch variable.trackingDecision {
    case .untouched, .rejected:
      return []
    case .tracked(let property):
      guard let id = observed.index(ofPropertyNamed: property.name.unescapedText) else {
        return ["@ObservationTracked"]
      }
      return [
        """
        @ObservationTracked(id: \(literal: id), customAccess: \(literal: observed.hasCustomAccess), \
        customMutation: \(literal: observed.hasCustomMutation))
        """
      ]
    }
  }
}
