import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: declares a value of `EnvironmentValues` in one line.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: Color = .blue
/// }
/// ```
///
/// The variable becomes a computed property that reads and writes a key,
/// and a private key type named `__Key_accent` holds its default value
/// (`nil` for an optional declared without one).
public struct EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let entry = EntryDeclaration.parse(declaration, context: context, diagnoseAt: nil) else { return [] }
    return [
      "get { self[\(raw: entry.keyName).self] }",
      "set { self[\(raw: entry.keyName).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let entry = EntryDeclaration.parse(declaration, context: context, diagnoseAt: node) else { return [] }
    if let focusedType = entry.focusedValueType {
      return [
        """
        private struct \(raw: entry.keyName): FocusedValueKey {
          typealias Value = \(focusedType)
        }
        """
      ]
    }
    return [
      """
      private struct \(raw: entry.keyName): EnvironmentKey {
        static var defaultValue: \(entry.type) { \(entry.defaultValue) }
      }
      """
    ]
  }
}

/// The parts of an `@Entry` variable the expansion needs, or nil (with a
/// diagnostic, once) when the declaration cannot be an entry.
struct EntryDeclaration {
  let keyName: String
  let type: TypeSyntax
  let defaultValue: ExprSyntax
  /// In `extension FocusedValues`: the type of the value without its
  /// optional, which the `FocusedValueKey` names. Nil for the environment.
  var focusedValueType: TypeSyntax?

  static func parse(
    _ declaration: some DeclSyntaxProtocol, context: some MacroExpansionContext, diagnoseAt node: AttributeSyntax?
  ) -> EntryDeclaration? {
    func fail(_ problem: EntryDiagnostic, at place: some SyntaxProtocol) -> EntryDeclaration? {
      // The peer expansion reports the problem; the accessor expansion, run on
      // the same declaration, stays silent so that it is reported once.
      if node != nil { context.diagnose(Diagnostic(node: Syntax(place), message: problem)) }
      return nil
    }
    guard let variable = declaration.as(VariableDeclSyntax.self) else { return fail(.notVariable, at: declaration) }
    var isFocusedValues = false
    if let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self) {
      switch extended.extendedType.trimmedDescription.split(separator: ".").last {
      case "EnvironmentValues": break
      case "FocusedValues": isFocusedValues = true
      default: return fail(.notInEnvironmentValues(extended.extendedType.trimmedDescription), at: declaration)
      }
    }
    guard variable.bindingSpecifier.tokenKind == .keyword(.var) else { return fail(.notVar, at: variable.bindingSpecifier) }
    guard variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
    else { return fail(.oneVariable, at: variable.bindings) }
    guard binding.accessorBlock == nil else { return fail(.hasAccessors, at: binding) }
    guard let type = binding.typeAnnotation?.type.trimmed else { return fail(.needsType(name.text), at: binding) }
    if isFocusedValues {
      // A focused value is there only while a view publishes it: optional, no default.
      guard let wrapped = Self.wrappedType(of: type) else { return fail(.focusedNotOptional(name.text, type.trimmedDescription), at: binding) }
      if let value = binding.initializer?.value, !value.is(NilLiteralExprSyntax.self) {
        return fail(.focusedHasDefault(name.text), at: value)
      }
      return EntryDeclaration(
        keyName: "__Key_" + name.text.filter { $0 != "`" }, type: type, defaultValue: "nil", focusedValueType: wrapped)
    }
    let defaultValue: ExprSyntax
    if let value = binding.initializer?.value.trimmed {
      defaultValue = value
    } else if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
      || type.trimmedDescription.hasPrefix("Optional<")
    {
      defaultValue = "nil"
    } else {
      return fail(.needsDefault(name.text, type.trimmedDescription), at: binding)
    }
    return EntryDeclaration(keyName: "__Key_" + name.text.filter { $0 != "`" }, type: type, defaultValue: defaultValue)
  }

  /// `T` of `T?`, `T!` or `Optional<T>`; nil for a type that is not optional.
  static func wrappedType(of type: TypeSyntax) -> TypeSyntax? {
    if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmed }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.trimmed }
    if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
      let argument = named.genericArgumentClause?.arguments.first
    {
      return TypeSyntax("\(raw: argument.argument.trimmedDescription)")
    }
    return nil
  }
}
