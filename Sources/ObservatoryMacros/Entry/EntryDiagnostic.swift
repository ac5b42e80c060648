import SwiftDiagnostics

/// The errors `@Entry` reports, each saying what to do instead.
enum EntryDiagnostic: DiagnosticMessage {
  case notVariable
  case notVar
  case notInEnvironmentValues(String)
  case oneVariable
  case hasAccessors
  case needsType(String)
  case needsDefault(String, String)
  case focusedNotOptional(String, String)
  case focusedHasDefault(String)

  var message: String {
    switch self {
    case .notVariable:
      "'@Entry' applies to a variable; declare one such as '@Entry var accent: Color = .blue'"
    case .notVar:
      "'@Entry' needs 'var', since the environment's values can be set; write '@Entry var'"
    case .notInEnvironmentValues(let type):
      "'@Entry' declares values of EnvironmentValues or FocusedValues, not of '\(type)'; move it into 'extension EnvironmentValues'"
    case .oneVariable:
      "'@Entry' declares one variable with a plain name; split the declaration"
    case .hasAccessors:
      "'@Entry' writes the getter and setter itself; remove them and give the default value with '='"
    case .needsType(let name):
      "'@Entry' needs the type of '\(name)' written out, such as '@Entry var \(name): Double = 1'"
    case .needsDefault(let name, let type):
      "'@Entry' needs a default value for '\(name)'; write '@Entry var \(name): \(type) = …', or make the type optional"
    case .focusedNotOptional(let name, let type):
      "a focused value is there only while a view publishes it, so '\(name)' must be optional; write '@Entry var \(name): \(type)?'"
    case .focusedHasDefault(let name):
      "a focused value has no default: it is nil until a view publishes it; remove the value given to '\(name)'"
    }
  }

  var diagnosticID: MessageID {
    let id = switch self {
    case .notVariable: "notVariable"
    case .notVar: "notVar"
    case .notInEnvironmentValues: "notInEnvironmentValues"
    case .oneVariable: "oneVariable"
    case .hasAccessors: "hasAccessors"
    case .needsType: "needsType"
    case .needsDefault: "needsDefault"
    case .focusedNotOptional: "focusedNotOptional"
    case .focusedHasDefault: "focusedHasDefault"
    }
    return MessageID(domain: "ObservatoryEntry", id: id)
  }

  var severity: DiagnosticSeverity { .error }
}
