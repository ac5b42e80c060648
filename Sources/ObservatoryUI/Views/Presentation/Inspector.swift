import Foundation

extension View {
    /// Shows `content` in an inspector beside this view while `isPresented`
    /// is true. In a compact width (an iPhone, a page) an inspector is a
    /// sheet, as in SwiftUI; closing the sheet sets `isPresented` to false.
    ///
    /// ```swift
    /// Editor(document)
    ///     .inspector(isPresented: $showsInspector) { FormatPanel() }
    /// ```
    public func inspector<Content: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// The width of the inspector's column beside the content. An inspector
    /// shown as a sheet takes the sheet's width, so this changes nothing.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// The width of the inspector's column (see ``inspectorColumnWidth(min:ideal:max:)``).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
}
