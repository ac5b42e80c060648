import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationIgnored`: a marker that keeps `@Observable` from tracking a property.
/// It generates nothing, as in the toolchain.
public struct ObservationIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
