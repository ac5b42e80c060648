import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationTracked`: turns a stored property into accessors over private `_name` storage
/// that report reads and writes to the class's registrar.
///
/// `@Observable` attaches the indexed form `@ObservationTracked(id:customAccess:customMutation:)`;
/// the bare form is for properties marked by hand and identifies the property by key path.
public struct ObservationTrackedMacro {}

extension ObservationTrackedMacro: AccessorMacro {
  /// Replaces the stored property with `init`, `get`, `set` and (indexed form) `_modify` accessors.
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self)?.trackableProperty else { return [] }
    return TrackedAccessors(property: property, form: TrackingForm(node)).accessors
  }
}

extension ObservationTrackedMacro: PeerMacro {
  /// Adds the private `_name` storage that the accessors read and write.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let property = variable.trackableProperty
    else { return [] }
    return [TrackedStorage(variable: variable, property: property, context: context).declaration]
  }
}

extension VariableDeclSyntax {
  /// This declaration as a property `@ObservationTracked` can expand: a single, stored, non-lazy
  /// instance `var` with a plain name. `nil` for anything else, which the macro leaves untouched.
  var trackableProperty: TrackedProperty? {
    guard bindingSpecifier.tokenKind == .keyword(.var), !modifiers.isTypeMember, modifiers.first(.lazy) == nil,
      bindings.count == 1, let binding = bindings.first, binding.isStored,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return TrackedProperty(
      name: identifier.identifier.trimmed,
      type: binding.typeAnnotation?.type.trimmed,
      initializer: binding.initializer?.trimmed
    )
  }
}
