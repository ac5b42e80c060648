import SwiftDiagnostics

/// The errors the Observatory macros report, each saying what to do instead.
enum ObservatoryDiagnostic: String, DiagnosticMessage {
  case appliedToStruct
  case appliedToEnum
  case appliedToActor
  case appliedToProtocol
  case appliedToOther
  case lazyProperty
  case propertyWrapper
  case multipleBindings
  case tuplePattern

  var message: String {
    switch self {
    case .appliedToStruct:
      "'@Observable' can only be applied to a class; for a struct, keep it in '@State' or wrap it in an @Observable class"
    case .appliedToEnum:
      "'@Observable' can only be applied to a class; for an enum, keep it in '@State' or wrap it in an @Observable class"
    case .appliedToActor:
      "actors are not supported by '@Observable'; use a class isolated to a global actor such as @MainActor"
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
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "Observatory", id: rawValue)
  }

  var severity: DiagnosticSeverity { .error }
}
