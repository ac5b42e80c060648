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
      property.isTracked ? "  case \(property.storage) = \"\(property.name)\"\n" : "  case \(property.spelling)\n"
    }
    return "private enum CodingKeys: String, CodingKey {\n\(raw: cases.joined())}"
  }
}
