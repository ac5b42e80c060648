import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a variable at the top level of a `#Preview` closure
/// as state of the preview (`@Previewable @State var isOn = false`).
///
/// `#Preview` consumes the attribute: it turns each such variable into a
/// stored property of the view it generates. An attribute the compiler
/// still expands on its own is one that `#Preview` did not see, so it is
/// misplaced: the expansion adds nothing and reports where it belongs.
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let problem: PreviewDiagnostic =
      declaration.is(VariableDeclSyntax.self) ? .previewableOutsidePreview : .previewableNotVariable
    context.diagnose(Diagnostic(node: node, message: problem))
    return []
  }
}
