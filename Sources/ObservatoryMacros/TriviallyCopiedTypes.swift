import SwiftSyntax

extension TrackedProperty {
  /// Whether the property's value copies for free, as far as its declaration shows: a type
  /// annotation naming one of the standard library's scalars (or `Optional` of one), or, with
  /// no annotation, an integer, floating-point or Boolean literal as the initial value.
  ///
  /// Such a value is mutated in place through a copy (``TrackedAccessors``); a wrong guess
  /// costs a copy, never correctness.
  var copiesTrivially: Bool {
    if let type { return Self.isTriviallyCopied(type) }
    guard var value = initializer?.value else { return false }
    if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      value = prefix.expression
    }
    return value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
      || value.is(BooleanLiteralExprSyntax.self)
  }

  private static func isTriviallyCopied(_ type: TypeSyntax) -> Bool {
    if let optional = type.as(OptionalTypeSyntax.self) { return isTriviallyCopied(optional.wrappedType) }
    guard let named = type.as(IdentifierTypeSyntax.self) else { return false }
    if named.name.text == "Optional", let arguments = named.genericArgumentClause?.arguments,
      arguments.count == 1, case .type(let wrapped) = arguments.first!.argument
    {
      return isTriviallyCopied(wrapped)
    }
    return named.genericArgumentClause == nil && scalarNames.contains(named.name.text)
  }

  /// The standard library's and Foundation's value types that hold no reference.
  private static let scalarNames: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Float16", "CGFloat", "TimeInterval", "Bool", "Date", "UUID",
  ]
}
