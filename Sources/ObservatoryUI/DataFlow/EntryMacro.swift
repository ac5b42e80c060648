/// Declares a value of the environment in one line, with its default:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
///
/// Text("Hi").foregroundStyle(accent)          // @Environment(\.accent) var accent
/// ContentView().environment(\.accent, .pink)
/// ```
///
/// It writes the ``EnvironmentKey`` that SwiftUI code used to declare by
/// hand. An optional declared without a value defaults to `nil`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ObservatoryMacros", type: "EntryMacro")
