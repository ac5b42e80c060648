import SwiftSyntax
import SwiftSyntaxMacros

/// Builds the private backing storage `_name` of a tracked property.
///
/// Like the toolchain, the storage keeps the property's other attributes (`@MainActor`,
/// `@available`, …), its non-access modifiers (`weak`, `unowned`, `nonisolated`, …), its type,
/// initial value and any `willSet`/`didSet` observers, so observers still run on every write.
///
/// The layout is the toolchain's: the user's attributes as written, then the attribute the macro
/// adds, `@ObservationIgnored`, on a line of its own, then `private` and the rest of the
/// declaration. Every comment of the user's declaration comes along, in place (see
/// ``CommentKeepingText``): doc comments before it, comments between or after attributes, inline
/// `/* */` comments among the modifiers (also beside the access modifier that the storage drops),
/// and a comment after the declaration, which stays at the end of its line.
struct TrackedStorage {
  /// The original property declaration.
  let variable: VariableDeclSyntax
  /// The tracked property it declares.
  let property: TrackedProperty
  /// The expansion context, used to keep the observers' source locations.
  let context: any MacroExpansionContext

  /// Attributes that make a property tracked; the storage drops them (keeping their comments).
  private static let trackingAttributes: Set = ["ObservationTracked", "ObservationIgnored", "_PersistedProperty"]

  /// ```
  /// /// doc comment
  /// @MainActor /* why */
  /// @ObservationIgnored
  /// private weak var _name: Type = initial { observers } // comment
  /// ```
  var declaration: DeclSyntax {
    var text = CommentKeepingText()
    for element in variable.attributes {
      let isTracking = element.as(AttributeSyntax.self).map { Self.trackingAttributes.contains($0.simpleName) } ?? false
      text.append(element, keep: !isTracking)
    }
    // Comments on lines of their own between the attributes and the modifiers or `var` belong
    // with the attributes, above the one the macro adds.
    let firstToken = variable.modifiers.first?.firstToken(viewMode: .sourceAccurate) ?? variable.bindingSpecifier
    text.gap(firstToken.leadingTrivia)
    text.breakLine()
    text.append("@ObservationIgnored")
    text.breakLine()
    text.append("private")

    text.keepsLineBreaks = false
    // The first token's leading trivia was written above.
    for (index, modifier) in variable.modifiers.enumerated() {
      text.append(index == 0 ? modifier.with(\.leadingTrivia, []) : modifier, keep: !modifier.isOne(of: accessLevelKeywords))
    }
    let specifier = variable.bindingSpecifier
    text.append(variable.modifiers.isEmpty ? specifier.with(\.leadingTrivia, []) : specifier)
    if let binding = variable.bindings.first {
      text.append(binding.pattern, as: property.storageName.text)
      if let typeAnnotation = binding.typeAnnotation {
        text.gap(typeAnnotation.colon.leadingTrivia)
        text.attach(":")
        text.gap(typeAnnotation.colon.trailingTrivia)
        text.append(typeAnnotation.type)
      }
      if let initializer = binding.initializer { text.append(initializer) }
      if let block = binding.accessorBlock {
        text.gap(block.leadingTrivia)
        text.append(RelocatedObservers(block: block, context: context).text)
        text.gap(block.trailingTrivia)
      }
    }
    return "\(raw: text.text)"
  }
}
