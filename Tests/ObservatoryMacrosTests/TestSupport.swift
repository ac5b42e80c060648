import Foundation
import MacroTesting
import SnapshotTesting
import SwiftSyntax
import SwiftSyntaxMacroExpansion

/// The macros under test, as the runtime declares them. `Observable` asks for the
/// `Observable` conformance, as the compiler does for a class that does not conform yet.
var observatoryMacros: [String: MacroSpec] {
  [
    "Observable": MacroSpec(
      type: ObservableMacro.self,
      conformances: [TypeSyntax(IdentifierTypeSyntax(name: .identifier("Observable")))]
    ),
    "ObservationTracked": MacroSpec(type: ObservationTrackedMacro.self),
    "ObservationIgnored": MacroSpec(type: ObservationIgnoredMacro.self),
  ]
}

/// The same macros for a class that already conforms to `Observable` (directly or through its
/// superclass): the compiler then asks for no conformance.
var observatoryMacrosAlreadyConforming: [String: MacroSpec] {
  var macros = observatoryMacros
  macros["Observable"] = MacroSpec(type: ObservableMacro.self)
  return macros
}

/// ``observatoryMacros`` without `@ObservationIgnored`, which the expansion then leaves in place.
var observatoryMacrosKeepingIgnored: [String: MacroSpec] {
  observatoryMacros.filter { $0.key != "ObservationIgnored" }
}

/// Snapshot recording: CI never records. Elsewhere `nil` defers to `SNAPSHOT_TESTING_RECORD`,
/// whose default records only snapshots that are missing, never rewriting an existing one.
var snapshotRecording: SnapshotTestingConfiguration.Record? {
  ProcessInfo.processInfo.environment["CI"] == nil ? nil : .never
}
