import SwiftSyntax

/// What `@Model` learns from its class: the observed properties (as
/// `@Observable` does) and, among them, those it persists.
struct PersistedModelClass {
  /// A property stored in the model's table.
  struct Persisted {
    /// The property.
    let property: TrackedProperty
    /// Its index among the persisted properties (its column in a fetched row).
    let index: Int
    /// The arguments of its `@Attribute(...)`, if any.
    let attribute: AttributeSyntax?
    /// Its `@Relationship(...)`, if any. A property whose type is a model
    /// (or an optional or array of one) is a relationship without it too:
    /// the schema tells them apart by type.
    let relationship: AttributeSyntax?
  }

  /// The class seen as `@Observable` sees it.
  let observed: ObservedClass
  /// The persisted properties, in declaration order.
  let persisted: [Persisted]
  /// The `#Index` declarations among the class's members.
  let indexDeclarations: [IndexDeclaration]
  /// The `#Index` declarations inside `#if`, which `@Model` does not read.
  let indexesInsideIfConfig: [Syntax]

  init(_ observed: ObservedClass) {
    self.observed = observed
    var persisted: [Persisted] = []
    var indexDeclarations: [IndexDeclaration] = []
    var indexesInsideIfConfig: [Syntax] = []
    for (member, insideIfConfig) in observed.decl.memberBlock.members.flattenedDecls {
      if let macro = member.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Index" {
        if insideIfConfig {
          indexesInsideIfConfig.append(Syntax(macro.macroName))
        } else {
          indexDeclarations.append(IndexDeclaration(macro))
        }
        continue
      }
      guard !insideIfConfig, let variable = member.as(VariableDeclSyntax.self),
        case .tracked(let property) = variable.trackingDecision,
        !variable.attributes.contains(named: "Transient")
      else { continue }
      let attribute = variable.attributes.attributes.first { $0.simpleName == "Attribute" }
      let relationship = variable.attributes.attributes.first { $0.simpleName == "Relationship" }
      persisted.append(
        Persisted(property: property, index: persisted.count, attribute: attribute, relationship: relationship))
    }
    self.persisted = persisted
    self.indexDeclarations = indexDeclarations
    self.indexesInsideIfConfig = indexesInsideIfConfig
  }

  /// The indexes of the `#Index` declarations, as lists of column names,
  /// without repeats; an index that names anything but a stored property
  /// (which `@Model` reports) is left out.
  var indexes: [[String]] {
    var result: [[String]] = []
    for declaration in indexDeclarations {
      for index in declaration.indexes where index.allSatisfy({ indexProblem($0.name) == nil }) {
        let names = index.map(\.name)
        if !result.contains(names) { result.append(names) }
      }
    }
    return result
  }

  /// Why the property called `name` cannot be in an index, or nil when it can.
  func indexProblem(_ name: String) -> ObservatoryDiagnostic? {
    if let property = persisted(named: name) {
      return property.relationship == nil ? nil : .indexedRelationship(name)
    }
    let transient = observed.decl.memberBlock.members.flattenedDecls.contains { member, _ in
      guard let variable = member.as(VariableDeclSyntax.self), variable.attributes.contains(named: "Transient") else {
        return false
      }
      return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unescapedText == name }
    }
    return transient ? .indexedPropertyTransient(name) : .indexedPropertyNotStored(name)
  }

  /// The persisted property called `name`, if any.
  func persisted(named name: String) -> Persisted? {
    persisted.first { $0.property.name.unescapedText == name }
  }
}
