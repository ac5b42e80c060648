/// What `#Preview` generates a conformance to. Not for direct use.
///
/// The previews server finds the conforming types through the conformance
/// records the compiler emits, so a preview costs nothing at start-up.
@MainActor @preconcurrency
public protocol _PreviewRegistration {
    /// The preview this type declares.
    static var preview: _PreviewDescriptor { get }
}

/// One preview as `#Preview` declares it. Not for direct use: the catalog
/// (``PreviewCatalog``) hands out ``PreviewEntry`` values.
public struct _PreviewDescriptor: Sendable {
    let name: String?
    let fileID: String
    let line: Int
    let traits: [PreviewTrait<Preview.ViewTraits>]
    let makeView: @MainActor @Sendable () -> AnyView

    /// Describes a preview; called by the `#Preview` expansion.
    public init<Content: View>(
        name: String?, fileID: String, line: Int, traits: [PreviewTrait<Preview.ViewTraits>],
        makeView: @escaping @MainActor @Sendable () -> Content
    ) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.traits = traits
        self.makeView = { AnyView(makeView()) }
    }
}
