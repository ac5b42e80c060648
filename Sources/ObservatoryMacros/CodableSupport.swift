import SwiftSyntax

/// Makes an `@Observable` class that declares `Codable`, `Encodable` or `Decodable` encode its
/// properties under their declared names, exactly as a struct with the same properties would,
/// rather than under the `_name` of their backing storage.
///
/// Without a user-written `CodingKeys`, it adds one that maps each tracked property's storage to
/// the property's name and lets the compiler synthesise the rest. With the user's `CodingKeys`, it
/// writes `encode(to:)` and `init(from:)` against those keys (`CodableMethods`).
struct CodableSupport {
  /// The class being expanded.
  let observed: ObservedClass

  /// The coding members to add; empty when the class does not declare a coding protocol.
  var members: [DeclSyntax] {
    let conformance = CodableConformance(observed.decl)
    guard conformance.isEncodable || conformance.isDecodable else { return [] }
    switch observed.userCodingKeys {
    case .absent:
      return [codingKeys]
    case .cases(let names):
      return CodableMethods(observed: observed, conformance: conformance, keys: names).members
    case .unreadable:
      return []
    }
  }

  /// `private enum CodingKeys: String, CodingKey { case _name = "name" … }`, which leaves out the
  /// registrar. Without stored properties it has no cases, and so no raw type.
  private var codingKeys: DeclSyntax {
    let properties = observed.codedProperties
    guard !properties.isEmpty else { return "private enum CodingKeys: CodingKey {}" }
    let cases = properties.map { property in
      property.isTracked ? "  case \(property.storage) = \"\(property.name)\"\n" : "  case \(property.name)\n"
    }
    return "private enum CodingKeys: String, CodingKey {\n\(raw: cases.joined())}"
  }
}

/// Which of `Encodable` and `Decodable` the class's inheritance clause declares.
struct CodableConformance {
  /// Whether the class declares `Encodable` (or `Codable`).
  private(set) var isEncodable = false
  /// Whether the class declares `Decodable` (or `Codable`).
  private(set) var isDecodable = false

  init(_ decl: ClassDeclSyntax) {
    for inherited in decl.inheritanceClause?.inheritedTypes ?? [] {
      visit(inherited.type)
    }
  }

  /// Looks through attributes (`@MainActor Codable`), qualification and `&` compositions.
  private mutating func visit(_ type: TypeSyntax) {
    if let composition = type.as(CompositionTypeSyntax.self) {
      composition.elements.forEach { visit($0.type) }
      return
    }
    switch type.simpleName {
    case "Codable":
      isEncodable = true
      isDecodable = true
    case "Encodable":
      isEncodable = true
    case "Decodable":
      isDecodable = true
    default:
      break
    }
  }
}

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
