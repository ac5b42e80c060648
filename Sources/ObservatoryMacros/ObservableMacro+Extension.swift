import SwiftSyntax
import SwiftSyntaxMacros

extension ObservableMacro: ExtensionMacro {
  /// Adds `extension C: nonisolated Observatory.Observable {}` unless the class already conforms
  /// (the compiler then passes no protocols), copying the class's `@available` attributes.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty,
      observedClass(declaration, attribute: node, in: context, diagnose: false) != nil
    else { return [] }
    let availability = declaration.attributes.attributes
      .filter { $0.simpleName == "available" }
      .map { "\($0.trimmed) " }
      .joined()
    let decl: DeclSyntax = """
      \(raw: availability)extension \(type.trimmed): nonisolated Observatory.Observable {}
      """
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}
