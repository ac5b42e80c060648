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

  init(_ observed: ObservedClass) {
    self.observed = observed
    var persisted: [Persisted] = []
    for (member, insideIfConfig) in observed.decl.memberBlock.members.flattenedDecls {
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
  }

  /// The persisted property called `name`, if any.
  func persisted(named name: String) -> Persisted? {
    persisted.first { $0.property.name.unescapedText == name }
  }
}
