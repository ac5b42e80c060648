import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Observable`: makes a class observable by adding a registrar, tracking its stored
/// properties, and conforming it to `Observatory.Observable`.
///
/// Its roles live in separate files: members (`ObservableMacro+Members.swift`), member
/// attributes (`ObservableMacro+MemberAttributes.swift`) and the conformance
/// (`ObservableMacro+Extension.swift`).
public struct ObservableMacro {}

extension ObservableMacro {
  /// The analysed class `declaration`, or `nil` when it is not a class.
  ///
  /// Only the member role passes `diagnose: true`, so a misuse is reported exactly once and the
  /// other roles add nothing that could cascade into further errors.
  static func observedClass(
    _ declaration: some DeclGroupSyntax,
    attribute: AttributeSyntax,
    in context: some MacroExpansionContext,
    diagnose: Bool
  ) -> ObservedClass? {
    if let classDecl = declaration.as(ClassDeclSyntax.self) {
      return ObservedClass(classDecl)
    }
    if diagnose {
      context.diagnose(Diagnostic(node: attribute, message: misuse(for: declaration)))
    }
    return nil
  }

  /// The error for attaching `@Observable` to something that is not a class.
  /// Like the toolchain, it names the type by its name token's text.
  private static func misuse(for declaration: some DeclGroupSyntax) -> ObservatoryDiagnostic {
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return .appliedToStruct(named: structDecl.name.trimmed.text)
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return .appliedToEnum(named: enumDecl.name.trimmed.text)
    }
    if let actorDecl = declaration.as(ActorDeclSyntax.self) {
      return .appliedToActor(named: actorDecl.name.trimmed.text)
    }
    if declaration.is(ProtocolDeclSyntax.self) { return .appliedToProtocol }
    return .appliedToOther
  }
}
