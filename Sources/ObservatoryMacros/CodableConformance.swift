import SwiftSyntax

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
