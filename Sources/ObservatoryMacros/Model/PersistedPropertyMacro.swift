import SwiftSyntax
import SwiftSyntaxMacros

/// `@_PersistedProperty(id:index:)`, which `@Model` attaches: the accessors
/// of an observed property (as `@ObservationTracked` writes them) whose
/// writes also tell the model's state that the property needs saving. A read
/// costs exactly what it costs on an `@Observable` class.
public struct PersistedPropertyMacro {}

extension PersistedPropertyMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self)?.trackableProperty,
      case .indexed(let id, _, _) = TrackingForm(node)
    else { return [] }
    return TrackedAccessors(
      property: property, form: .indexed(id: id, customAccess: false, customMutation: false),
      persistedIndex: persistedIndex(node) ?? id
    ).accessors
  }

  /// The `index:` argument.
  private static func persistedIndex(_ node: AttributeSyntax) -> Int? {
    guard case .argumentList(let arguments) = node.arguments else { return nil }
    return arguments.first { $0.label?.text == "index" }?
      .expression.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue
  }
}

extension PersistedPropertyMacro: PeerMacro {
  /// The private `_name` storage, as `@ObservationTracked` adds it.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ObservationTrackedMacro.expansion(of: node, providingPeersOf: declaration, in: context)
  }
}

/// `@Attribute`, `@Transient` and `@Relationship`: markers that `@Model`
/// reads; on their own they add nothing.
public struct ModelPropertyMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
