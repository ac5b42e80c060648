import SwiftSyntax

/// Access-level keywords; they are stripped from a tracked property's backing storage.
let accessLevelKeywords: Set<Keyword> = [.open, .public, .package, .internal, .fileprivate, .private]

extension DeclModifierSyntax {
  /// Whether this modifier is spelled with one of `keywords`.
  func isOne(of keywords: Set<Keyword>) -> Bool {
    if case .keyword(let keyword) = name.tokenKind { return keywords.contains(keyword) }
    return false
  }
}

extension DeclModifierListSyntax {
  /// Whether any modifier is one of `keywords`.
  func contains(anyOf keywords: Set<Keyword>) -> Bool {
    contains { $0.isOne(of: keywords) }
  }

  /// The first modifier spelled with `keyword`, if any.
  func first(_ keyword: Keyword) -> DeclModifierSyntax? {
    first { $0.name.tokenKind == .keyword(keyword) }
  }

  /// Whether the declaration is a type member (`static` or `class`).
  var isTypeMember: Bool { contains(anyOf: [.static, .class]) }
}

extension AttributeListSyntax {
  /// The plain attributes (not `#if` clauses) in this list.
  var attributes: [AttributeSyntax] {
    compactMap { $0.as(AttributeSyntax.self) }
  }

  /// Whether an attribute with the given (unqualified) name is present.
  func contains(named name: String) -> Bool {
    attributes.contains { $0.simpleName == name }
  }
}

extension AttributeSyntax {
  /// The attribute's name without module qualification (`Observatory.ObservationIgnored` → `ObservationIgnored`).
  var simpleName: String {
    attributeName.simpleName
  }
}

extension TypeSyntax {
  /// The last component of a type name, ignoring attributes and module qualification.
  var simpleName: String {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
    if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.simpleName }
    return trimmedDescription
  }

  /// Whether this type is spelled as an optional: `T?`, `T!` or `Optional<T>`.
  var isSpelledOptional: Bool { wrappedOptionalType != nil }

  /// For an optional spelling, the wrapped type (`Int?` → `Int`); otherwise `nil`.
  var wrappedOptionalType: TypeSyntax? {
    if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType }
    if let iuo = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return iuo.wrappedType }
    let generic: (name: TokenSyntax, clause: GenericArgumentClauseSyntax?)? =
      if let identifier = self.as(IdentifierTypeSyntax.self) {
        (identifier.name, identifier.genericArgumentClause)
      } else if let member = self.as(MemberTypeSyntax.self) {
        (member.name, member.genericArgumentClause)
      } else {
        nil
      }
    guard let generic, generic.name.text == "Optional", let arguments = generic.clause?.arguments,
      arguments.count == 1
    else { return nil }
    return arguments.first?.argument.as(TypeSyntax.self)
  }
}

extension TokenSyntax {
  /// The identifier's text without surrounding backticks (`` `default` `` → `default`).
  var unescapedText: String {
    let text = trimmed.text
    if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 {
      return String(text.dropFirst().dropLast())
    }
    return text
  }
}

extension FunctionDeclSyntax {
  /// Whether this is an instance method named `name` that takes a `keyPath:` argument, like the
  /// `access(keyPath:)` and `withMutation(keyPath:_:)` a user may write.
  func isKeyPathHook(named name: String) -> Bool {
    self.name.unescapedText == name && !modifiers.isTypeMember
      && signature.parameterClause.parameters.contains { $0.firstName.text == "keyPath" }
  }
}

extension MemberBlockItemListSyntax {
  /// The declarations in this list, descending into `#if` clauses in source order.
  ///
  /// `insideIfConfig` is `true` for declarations found inside a `#if` clause.
  var flattenedDecls: [(decl: DeclSyntax, insideIfConfig: Bool)] {
    var result: [(DeclSyntax, Bool)] = []
    func visit(_ list: MemberBlockItemListSyntax, inside: Bool) {
      for item in list {
        if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
          for clause in ifConfig.clauses {
            if case .decls(let nested) = clause.elements { visit(nested, inside: true) }
          }
        } else {
          result.append((item.decl, inside))
        }
      }
    }
    visit(self, inside: false)
    return result
  }
}
