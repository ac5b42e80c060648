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
  private static func misuse(for declaration: some DeclGroupSyntax) -> ObservatoryDiagnostic {
    if declaration.is(StructDeclSyntax.self) { return .appliedToStruct }
    if declaration.is(EnumDeclSyntax.self) { return .appliedToEnum }
    if declaration.is(ActorDeclSyntax.self) { return .appliedToActor }
    if declaration.is(ProtocolDeclSyntax.self) { return .appliedToProtocol }
    return .appliedToOther
  }
}
