import SwiftSyntax
import SwiftSyntaxMacros

/// The arguments of one `#Preview(…) { … }`, sorted out: the optional name,
/// the traits, and the statements of the view closure.
struct PreviewArguments {
  /// The name expression (a `String?`), when given.
  var name: ExprSyntax?
  /// The trait expressions, in order (`traits: .a, .b`).
  var traits: [ExprSyntax] = []
  /// The view closure.
  var body: ClosureExprSyntax?
  /// Arguments that fit none of the above.
  var unexpected: [Syntax] = []

  init(_ node: some FreestandingMacroExpansionSyntax) {
    var inTraits = false
    for argument in node.arguments {
      let label = argument.label?.text
      switch label {
      case nil where inTraits:
        traits.append(argument.expression)
      case nil where name == nil && traits.isEmpty && body == nil:
        if let closure = argument.expression.as(ClosureExprSyntax.self) {
          body = closure
        } else {
          name = argument.expression
        }
      case "traits":
        inTraits = true
        traits.append(argument.expression)
      case "body":
        inTraits = false
        if let closure = argument.expression.as(ClosureExprSyntax.self) {
          body = closure
        } else {
          unexpected.append(Syntax(argument))
        }
      default:
        unexpected.append(Syntax(argument))
      }
    }
    if let trailing = node.trailingClosure {
      if body == nil { body = trailing } else { unexpected.append(Syntax(trailing)) }
    }
    for extra in node.additionalTrailingClosures { unexpected.append(Syntax(extra)) }
  }
}
