import SwiftSyntax

/// The `CodingKeys` the user declared in the class, if any.
enum UserCodingKeys {
  /// The class has no member called `CodingKeys`.
  case absent
  /// `CodingKeys` is an enum with these case names, in order.
  case cases([String])
  /// `CodingKeys` is a struct, class or type alias, whose keys cannot be read.
  case unreadable
}

extension ObservedClass {
  /// The `CodingKeys` type the user declared in the class body.
  var userCodingKeys: UserCodingKeys {
    for (member, _) in decl.memberBlock.members.flattenedDecls {
      if let enumDecl = member.as(EnumDeclSyntax.self), enumDecl.name.text == "CodingKeys" {
        let names = enumDecl.memberBlock.members
          .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
          .flatMap(\.elements)
          .map(\.name.unescapedText)
        return .cases(names)
      }
      let otherName =
        member.as(StructDeclSyntax.self)?.name ?? member.as(TypeAliasDeclSyntax.self)?.name
        ?? member.as(ClassDeclSyntax.self)?.name
      if otherName?.text == "CodingKeys" {
        return .unreadable
      }
    }
    return .absent
  }
}
