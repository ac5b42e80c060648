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
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "Observatory", id: identifier)
  }

  var severity: DiagnosticSeverity { .error }
}
