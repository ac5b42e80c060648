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
  ///
  /// The user's comments come along: those before the declaration (doc
  /// comments included, as the toolchain keeps them), those between its
  /// attributes, and one after an attribute on the same line, which stays on
  /// that line (`@MainActor // why`).
  var declaration: DeclSyntax {
    var attributes = Self.commentLines(in: variable.leadingTrivia)
    for (index, element) in variable.attributes.enumerated() {
      if index > 0 { attributes += Self.commentLines(in: element.leadingTrivia) }
      let trailing = Self.comments(in: element.trailingTrivia)
      let isTrackingAttribute = element.as(AttributeSyntax.self).map {
        $0.simpleName == "ObservationTracked" || $0.simpleName == "ObservationIgnored" || $0.simpleName == "_PersistedProperty"
      } ?? false
      if isTrackingAttribute {
        attributes += trailing.map { "\($0)\n" }.joined()
      } else {
        attributes += element.trimmedDescription + trailing.map { " \($0)" }.joined() + "\n"
      }
    }
    if !variable.attributes.isEmpty {
      // Comment lines between the last attribute and the modifiers or `var`.
      attributes += Self.commentLines(in: variable.modifiers.first?.leadingTrivia ?? variable.bindingSpecifier.leadingTrivia)
    }
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

  /// The comments in `trivia`, in order, as source text.
  private static func comments(in trivia: Trivia) -> [String] {
    trivia.compactMap { piece in
      switch piece {
      case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
        return text
      default:
        return nil
      }
    }
  }

  /// The comments in `trivia`, each on a line of its own.
  private static func commentLines(in trivia: Trivia) -> String {
    comments(in: trivia).map { "\($0)\n" }.joined()
  }
}
