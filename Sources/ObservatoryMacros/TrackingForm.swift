import SwiftSyntax

/// Which accessors `@ObservationTracked` generates, read from its arguments.
enum TrackingForm {
  /// `@ObservationTracked`: the property is identified by key path only.
  case keyPath
  /// `@ObservationTracked(id:customAccess:customMutation:)`: the property has an integer
  /// identity, and the flags say whether the class supplies its own `access` / `withMutation`.
  case indexed(id: Int, customAccess: Bool, customMutation: Bool)

  /// Reads the form from the macro attribute; missing or malformed arguments mean `.keyPath`.
  init(_ attribute: AttributeSyntax) {
    guard case .argumentList(let arguments) = attribute.arguments,
      let id = arguments.expression(labeled: "id")?.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue
    else {
      self = .keyPath
      return
    }
    self = .indexed(
      id: id,
      customAccess: arguments.isTrue(labeled: "customAccess"),
      customMutation: arguments.isTrue(labeled: "customMutation")
    )
  }
}

extension LabeledExprListSyntax {
  /// The argument expression with the given label.
  fileprivate func expression(labeled label: String) -> ExprSyntax? {
    first { $0.label?.text == label }?.expression
  }

  /// Whether the argument with the given label is the literal `true`.
  fileprivate func isTrue(labeled label: String) -> Bool {
    expression(labeled: label)?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
  }
}
