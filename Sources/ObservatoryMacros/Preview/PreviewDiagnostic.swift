import SwiftDiagnostics

/// The errors `#Preview` and `@Previewable` report, each saying what to do instead.
enum PreviewDiagnostic: String, DiagnosticMessage {
  case missingBody
  case unexpectedArgument
  case previewableOutsidePreview
  case previewableNotVariable
  case previewableWithoutValue

  var message: String {
    switch self {
    case .missingBody:
      "'#Preview' needs a closure that returns the view to show; write '#Preview { MyView() }'"
    case .unexpectedArgument:
      "'#Preview' takes an optional name, 'traits:' and the view closure; remove this argument"
    case .previewableOutsidePreview:
      "'@Previewable' only applies to a variable declared at the top level of a '#Preview' closure; move the declaration there, or remove '@Previewable'"
    case .previewableNotVariable:
      "'@Previewable' can only be applied to a variable; declare the value with 'var' or 'let'"
    case .previewableWithoutValue:
      "'@Previewable' variables need an initial value, such as '@Previewable @State var count = 0'"
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "ObservatoryPreview", id: rawValue) }

  var severity: DiagnosticSeverity { .error }
}
