import SwiftSyntax
import SwiftSyntaxMacros

/// Builds the private backing storage `_name` of a tracked property.
///
/// Like the toolchain, the storage keeps the property's other attributes (`@MainActor`,
/// `@available`, …), its non-access modifiers (`weak`, `unowned`, `nonisolated`, …), its type,
/// initial value and any `willSet`/`didSet` observers, so observers still run on every write.
struct TrackedStorage {
  /// The original property declaration.
  let variable: VariableDeclSyntax
  /// The tracked property it declares.
  let property: TrackedProperty
  /// The expansion context, used to keep the observers' source locations.
  let context: any MacroExpansionContext

  /// `@ObservationIgnored private var _name: Type = initial { observers }`.
  var declaration: DeclSyntax {
    let attributes = variable.attributes
      .filter { element in
        guard let attribute = element.as(AttributeSyntax.self) else { return true }
        return attribute.simpleName != "ObservationTracked" && attribute.simpleName != "ObservationIgnored"
      }
      .map { "\($0.trimmedDescription)\n" }
      .joined()
    let modifiers = variable.modifiers
      .filter { !$0.isOne(of: accessLevelKeywords) }
      .map { "\($0.trimmedDescription) " }
      .joined()
    let binding = variable.bindings.first
    let typeAnnotation = binding?.typeAnnotation.map { ": \($0.type.trimmedDescription)" } ?? ""
    let initializer = binding?.initializer.map { " = \($0.value.trimmedDescription)" } ?? ""
    let observers = binding?.accessorBlock.map { RelocatedObservers(block: $0, context: context).text } ?? ""
    return """
      \(raw: attributes)@ObservationIgnored private \(raw: modifiers)var \(property.storageName)\
      \(raw: typeAnnotation)\(raw: initializer)\(raw: observers)
      """
  }
}
