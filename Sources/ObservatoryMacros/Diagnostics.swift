import SwiftDiagnostics

/// The errors the Observatory macros report, each saying what to do instead.
///
/// Where the toolchain's Observation macro reports the same mistake, the
/// message starts with the toolchain's exact words (tools, tests and people's
/// searches match them), and our advice follows after a semicolon.
enum ObservatoryDiagnostic: DiagnosticMessage {
  case appliedToStruct(named: String)
  case appliedToEnum(named: String)
  case appliedToActor(named: String)
  case appliedToProtocol
  case appliedToOther
  case lazyProperty
  case propertyWrapper
  case multipleBindings
  case tuplePattern
  case modelNotAClass
  case transientWithoutDefault(String)
  case modelLetWithoutValue(String)
  case transientRelationship(String)
  case indexOutsideModel
  case indexNamesAnotherModel(String, String)
  case indexWithoutKeyPaths
  case indexNotAList
  case emptyIndex
  case indexKeyPathNotAProperty
  case indexInsideIfConfig
  case indexedPropertyNotStored(String)
  case indexedPropertyTransient(String)
  case indexedRelationship(String)

  var message: String {
    switch self {
    case .appliedToStruct(let name):
      "'@Observable' cannot be applied to struct type '\(name)'; keep a struct in '@State', or wrap it in an @Observable class"
    case .appliedToEnum(let name):
      "'@Observable' cannot be applied to enumeration type '\(name)'; keep an enum in '@State', or wrap it in an @Observable class"
    case .appliedToActor(let name):
      "'@Observable' cannot be applied to actor type '\(name)'; use a class isolated to a global actor such as @MainActor"
    case .appliedToProtocol:
      "'@Observable' can only be applied to a class, not a protocol; apply it to each conforming class"
    case .appliedToOther:
      "'@Observable' can only be applied to a class declaration"
    case .lazyProperty:
      "'@Observable' cannot track a lazy property; mark it '@ObservationIgnored' or make it a computed property"
    case .propertyWrapper:
      "property wrappers cannot be observed; mark '@ObservationIgnored' to keep the wrapper, or remove the wrapper"
    case .multipleBindings:
      "declare each observed property with its own 'var'"
    case .tuplePattern:
      "tuple patterns cannot be observed; declare each property with its own 'var'"
    case .modelNotAClass:
      "'@Model' can only be applied to a class; declare the model as a class"
    case .transientWithoutDefault(let name):
      "'\(name)' is not stored, so it needs an initial value for models fetched from the store; write '= value' after its type"
    case .modelLetWithoutValue(let name):
      "'@Model' cannot recreate '\(name)' for models fetched from the store; declare it with 'var' to store it, or give it an initial value"
    case .transientRelationship(let name):
      "'\(name)' cannot be both '@Transient' and a '@Relationship': a relationship is stored; remove one of the two"
    case .indexOutsideModel:
      "'#Index' declares indexes of a model's table; write it in the body of a class marked '@Model'"
    case .indexNamesAnotherModel(let named, let model):
      "'#Index<\(named)>' is inside '\(model)', whose table it indexes; write '#Index<\(model)>'"
    case .indexWithoutKeyPaths:
      "'#Index' needs at least one index; list its key paths, as in '#Index<Model>([\\.name])'"
    case .indexNotAList:
      "each index of '#Index' is an array of key paths, as in '[\\.name]' or '[\\.name, \\.date]'"
    case .emptyIndex:
      "an index needs at least one key path; list the properties to index, or remove the empty array"
    case .indexKeyPathNotAProperty:
      "'#Index' indexes stored properties of the model itself; write a key path to one, as in '\\.name'"
    case .indexInsideIfConfig:
      "'@Model' does not read '#Index' inside '#if'; move it out of the '#if'"
    case .indexedPropertyNotStored(let name):
      "'\(name)' is not a stored property of the model, so it has no column to index; index a stored 'var'"
    case .indexedPropertyTransient(let name):
      "'\(name)' is '@Transient', so it has no column to index; remove it from the index"
    case .indexedRelationship(let name):
      "'\(name)' is a relationship, kept in a link table rather than a column of the model's table; index a stored property instead"
    }
  }

  /// A stable identifier per kind of mistake (the type name is not part of it).
  private var identifier: String {
    switch self {
    case .appliedToStruct: "appliedToStruct"
    case .appliedToEnum: "appliedToEnum"
    case .appliedToActor: "appliedToActor"
    case .appliedToProtocol: "appliedToProtocol"
    case .appliedToOther: "appliedToOther"
    case .lazyProperty: "lazyProperty"
    case .propertyWrapper: "propertyWrapper"
    case .multipleBindings: "multipleBindings"
    case .tuplePattern: "tuplePattern"
    case .modelNotAClass: "modelNotAClass"
    case .transientWithoutDefault: "transientWithoutDefault"
    case .modelLetWithoutValue: "modelLetWithoutValue"
    case .transientRelationship: "transientRelationship"
    case .indexOutsideModel: "indexOutsideModel"
    case .indexNamesAnotherModel: "indexNamesAnotherModel"
    case .indexWithoutKeyPaths: "indexWithoutKeyPaths"
    case .indexNotAList: "indexNotAList"
    case .emptyIndex: "emptyIndex"
    case .indexKeyPathNotAProperty: "indexKeyPathNotAProperty"
    case .indexInsideIfConfig: "indexInsideIfConfig"
    case .indexedPropertyNotStored: "indexedPropertyNotStored"
    case .indexedPropertyTransient: "indexedPropertyTransient"
    case .indexedRelationship: "indexedRelationship"
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "Observatory", id: identifier)
  }

  var severity: DiagnosticSeverity { .error }
}
