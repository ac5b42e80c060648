import SwiftSyntax

/// Writes `encode(to:)` and `init(from:)` for a class whose user-written `CodingKeys` name its
/// properties: each key reads or writes the property's storage (`_name` when tracked), so
/// decoding assigns storage directly and sends no notifications.
///
/// A method the user wrote is left alone. When the class declares no designated initialiser and
/// every stored property has a default, `init(from:)` is a convenience initialiser that calls
/// `self.init()`, so the class keeps its implicit `init()`.
struct CodableMethods {
  /// The class being expanded.
  let observed: ObservedClass
  /// Which coding protocols the class declares.
  let conformance: CodableConformance
  /// The case names of the user's `CodingKeys`, in order.
  let keys: [String]

  /// The methods to add.
  var members: [DeclSyntax] {
    var result: [DeclSyntax] = []
    if conformance.isEncodable && !declaresMethod(named: "encode", firstLabel: "to") {
      result.append(encode)
    }
    if conformance.isDecodable && !declaresInitializer(firstLabel: "from") {
      result.append(decodingInitializer)
    }
    return result
  }

  /// The coded property for each key; a key naming no known property is used as written. A key
  /// may name a tracked property by its storage (`case _name = "name"`, the spelling apps use to
  /// keep Apple's synthesis from writing underscored keys).
  private var keyedProperties: [(key: String, property: CodedProperty)] {
    let properties = observed.codedProperties
    return keys.map { key in
      let property =
        properties.first { $0.name == key || $0.storage == key }
        ?? CodedProperty(name: key, spelling: key, storage: key, type: nil, isLet: false, hasDefault: false)
      return (key, property)
    }
  }

  private var encode: DeclSyntax {
    let statements = keyedProperties.map { key, property in
      let method = property.type.map { $0.isSpelledOptional ? "encodeIfPresent" : "encode" } ?? "encodeIfPresent"
      return "  try container.\(method)(self.\(property.storage), forKey: .\(key))\n"
    }
    let container =
      statements.isEmpty
      ? "_ = encoder.container(keyedBy: CodingKeys.self)\n"
      : "var container = encoder.container(keyedBy: CodingKeys.self)\n"
    return """
      \(raw: access.method)func encode(to encoder: any Encoder) throws {
        \(raw: container)\(raw: statements.joined())}
      """
  }

  private var decodingInitializer: DeclSyntax {
    let decoded = keyedProperties.filter { !($0.property.isLet && $0.property.hasDefault) }
    let statements = decoded.map { key, property -> String in
      guard let type = property.type else {
        return "  try decode(&self.\(property.storage), forKey: .\(key))\n"
      }
      if let wrapped = type.wrappedOptionalType {
        return "  self.\(property.storage) = try container.decodeIfPresent(\(wrapped).self, forKey: .\(key))\n"
      }
      return "  self.\(property.storage) = try container.decode(\(type).self, forKey: .\(key))\n"
    }
    let helpers = decoded.contains { $0.property.type == nil } ? Self.inferredDecodeHelpers : ""
    let container =
      statements.isEmpty
      ? "_ = try decoder.container(keyedBy: CodingKeys.self)\n"
      : "let container = try decoder.container(keyedBy: CodingKeys.self)\n"
    let delegation = isConvenience ? "  self.init()\n" : ""
    var modifiers = access.initializer
    if !observed.decl.modifiers.contains(anyOf: [.final]) { modifiers += "required " }
    if isConvenience { modifiers += "convenience " }
    return """
      \(raw: modifiers)init(from decoder: any Decoder) throws {
        \(raw: container)\(raw: helpers)\(raw: delegation)\(raw: statements.joined())}
      """
  }

  /// Local helpers for properties declared without a type: overload resolution on the storage's
  /// type picks `decodeIfPresent` for an optional, as synthesis does.
  private static let inferredDecodeHelpers = """
      func decode<Value: Decodable>(_ value: inout Value, forKey key: CodingKeys) throws {
        value = try container.decode(Value.self, forKey: key)
      }
      func decode<Value: Decodable>(_ value: inout Value?, forKey key: CodingKeys) throws {
        value = try container.decodeIfPresent(Value.self, forKey: key)
      }

    """

  /// Whether `init(from:)` delegates to the implicit `init()`.
  private var isConvenience: Bool {
    let declaresDesignatedInit = observed.decl.memberBlock.members.flattenedDecls.contains { member, _ in
      guard let initializer = member.as(InitializerDeclSyntax.self) else { return false }
      return !initializer.modifiers.contains(anyOf: [.convenience])
    }
    return !declaresDesignatedInit && observed.codedProperties.allSatisfy(\.hasDefault)
  }

  /// Access modifiers matching what synthesis gives an `open`, `public` or `package` class.
  private var access: (method: String, initializer: String) {
    let modifiers = observed.decl.modifiers
    if modifiers.contains(anyOf: [.open]) { return ("open ", "public ") }
    if modifiers.contains(anyOf: [.public]) { return ("public ", "public ") }
    if modifiers.contains(anyOf: [.package]) { return ("package ", "package ") }
    return ("", "")
  }

  private func declaresMethod(named name: String, firstLabel: String) -> Bool {
    observed.decl.memberBlock.members.flattenedDecls.contains { member, _ in
      guard let function = member.as(FunctionDeclSyntax.self) else { return false }
      return function.name.unescapedText == name
        && function.signature.parameterClause.parameters.first?.firstName.text == firstLabel
    }
  }

  private func declaresInitializer(firstLabel: String) -> Bool {
    observed.decl.memberBlock.members.flattenedDecls.contains { member, _ in
      member.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?.firstName.text
        == firstLabel
    }
  }
}
