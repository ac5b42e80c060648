import SwiftSyntax

/// A stored instance property as `Codable` synthesis for a struct would see it.
struct CodedProperty {
  /// The declared name, which is also the key in the encoded form.
  let name: String
  /// The name as written, with backticks if it needs them.
  let spelling: String
  /// The stored property that holds the value: `_name` for a tracked property, else `name`.
  let storage: String
  /// The declared type, if written.
  let type: TypeSyntax?
  /// Whether the property is a `let`.
  let isLet: Bool
  /// Whether the property has a value before any initialiser runs (an initial value, or an
  /// implicit `nil` for an optional `var`).
  let hasDefault: Bool
  /// Whether the property is tracked, so its storage is the `_name` backing property.
  var isTracked: Bool { storage != name }
}

extension ObservedClass {
  /// The stored instance properties (outside `#if`) in declaration order, excluding lazy and
  /// static ones and the ones `@Observable` rejects.
  var codedProperties: [CodedProperty] {
    decl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.codedProperties)
  }
}

extension VariableDeclSyntax {
  /// The coded properties this declaration introduces.
  fileprivate var codedProperties: [CodedProperty] {
    guard !modifiers.isTypeMember, modifiers.first(.lazy) == nil else { return [] }
    if isObservationTracked, let property = trackableProperty {
      return [coded(property)]
    }
    switch trackingDecision {
    case .tracked(let property):
      return [coded(property)]
    case .rejected:
      return []
    case .untouched:
      return plainCodedProperties
    }
  }

  /// A tracked property, stored in `_name`.
  private func coded(_ property: TrackedProperty) -> CodedProperty {
    CodedProperty(
      name: property.name.unescapedText,
      spelling: property.name.text,
      storage: property.storageName.text,
      type: property.type,
      isLet: false,
      hasDefault: property.initializer != nil || property.type?.isSpelledOptional == true
    )
  }

  /// Untracked stored properties (`let`s and ignored `var`s), stored under their own names.
  /// In `let a, b: Int` the type written last applies to the earlier names too.
  private var plainCodedProperties: [CodedProperty] {
    let isLet = bindingSpecifier.tokenKind == .keyword(.let)
    var result: [CodedProperty] = []
    var inheritedType: TypeSyntax?
    for binding in bindings.reversed() where binding.isStored {
      let declared = binding.typeAnnotation?.type.trimmed ?? (binding.initializer == nil ? inheritedType : nil)
      inheritedType = declared
      let hasDefault = binding.initializer != nil || (!isLet && declared?.isSpelledOptional == true)
      // A tuple pattern's annotation is the tuple's type, not the type of each name.
      let type = binding.pattern.is(IdentifierPatternSyntax.self) ? declared : nil
      for token in binding.pattern.identifiers.reversed() {
        let name = token.unescapedText
        result.append(
          CodedProperty(
            name: name, spelling: token.text, storage: name, type: type, isLet: isLet, hasDefault: hasDefault
          )
        )
      }
    }
    return result.reversed()
  }
}

extension PatternSyntax {
  /// The names a pattern binds, in order (`(a, b)` → `a`, `b`).
  var identifiers: [TokenSyntax] {
    if let identifier = self.as(IdentifierPatternSyntax.self) {
      return [identifier.identifier.trimmed]
    }
    if let tuple = self.as(TuplePatternSyntax.self) {
      return tuple.elements.flatMap(\.pattern.identifiers)
    }
    return []
  }
}
