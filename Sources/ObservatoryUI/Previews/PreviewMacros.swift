/// Declares a preview of a view: `swift run <App> --previews` lists it and
/// opens it in a window of its own. Nothing of it runs when the app is served
/// normally.
///
/// ```swift
/// #Preview { HabitRow(habit: .sample) }
/// #Preview("Dark", traits: .sizeThatFitsLayout) {
///     @Previewable @State var isOn = true
///     Toggle("Done", isOn: $isOn)
/// }
/// ```
///
/// - Parameters:
///   - name: The title shown in the previews index; default: the file and line.
///   - traits: How the preview is laid out (``PreviewTrait``).
///   - body: The view to show. Variables marked ``Previewable()`` become the
///     preview's own state.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ObservatoryMacros", type: "PreviewMacro")

/// Marks a variable at the top level of a `#Preview` closure as the preview's
/// own dynamic property, such as `@Previewable @State var text = ""`: the
/// preview keeps it between updates as a view keeps its `@State`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ObservatoryMacros", type: "PreviewableMacro")
