import SwiftSyntax
import SwiftSyntaxMacros

/// Builds the members `@Model` adds for persistence: the model's state, its
/// schema, and the initializer that creates an instance from a fetched row.
struct ModelMembers {
  let model: PersistedModelClass

  private var name: TokenSyntax { model.observed.name }

  /// `_$modelState`: where the instance is stored and what of it changed.
  var modelState: DeclSyntax {
    "@ObservationIgnored public let _$modelState = ObservatoryData.ModelState()"
  }

  /// `_$schema`: the table, with a column per persisted property.
  var schema: DeclSyntax {
    let entries = model.persisted.map { persisted in
      "\n    \(entry(persisted)),"
    }
    let indexes = model.indexes
    let indexArgument = indexes.isEmpty ? "" : ", indexes: [" + indexes.map { index in
      "[" + index.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }.joined(separator: ", ") + "]"
    return """
      public static let _$schema = ObservatoryData.ModelSchema(\(name).self, properties: [\(raw: entries.joined())
      ]\(raw: indexArgument))
      """
  }

  private func entry(_ persisted: PersistedModelClass.Persisted) -> String {
    let property = persisted.property
    var text = "ObservatoryData.PersistedProperty(\"\(property.name.unescapedText)\", index: \(persisted.index), "
      + "storage: { (model: \(name.text)) in model.\(property.storageName.text) }, "
      + "property: \\\(name.text).\(property.name.text)"
    if case .argumentList(let arguments) = persisted.attribute?.arguments {
      let options = arguments.filter { $0.label == nil }.map(\.expression.trimmedDescription)
      if !options.isEmpty { text += ", options: [\(options.joined(separator: ", "))]" }
      if let original = arguments.first(where: { $0.label?.text == "originalName" }) {
        text += ", originalName: \(original.expression.trimmedDescription)"
      }
    }
    if case .argumentList(let arguments) = persisted.relationship?.arguments {
      for label in ["deleteRule", "inverse"] {
        if let argument = arguments.first(where: { $0.label?.text == label }) {
          text += ", \(label): \(argument.expression.trimmedDescription)"
        }
      }
    }
    if let initializer = property.initializer {
      text += ", defaultValue: { \(initializer.value.trimmedDescription) }"
    }
    return text + ")"
  }

  /// `init(_$row:)`: sets every persisted property's storage from the row;
  /// the other stored properties keep their initial values.
  var rowInitializer: DeclSyntax {
    let assignments = model.persisted.map { persisted in
      "\n  \(persisted.property.storageName.text) = try row.value(\(persisted.index))"
    }
    return """
      public required init(_$row row: ObservatoryData.ModelRow) throws {\(raw: assignments.joined())
      }
      """
  }
}
