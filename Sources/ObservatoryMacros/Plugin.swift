import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides Observatory's macros.
@main
struct ObservatoryMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ObservableMacro.self,
    ObservationTrackedMacro.self,
    ObservationIgnoredMacro.self,
    PreviewMacro.self,
    PreviewableMacro.self,
    ModelMacro.self,
    PersistedPropertyMacro.self,
    ModelPropertyMarkerMacro.self,
    IndexMacro.self,
    EntryMacro.self,
  ]
}
