/// The parts of a frame that matched views share.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// The content whose frame is matched with the views of the same `key`
/// (namespace and id). Attributes: `key`, `properties` (`position`, `size`
/// or `frame`), `isSource`. A renderer animates a view that appears from the
/// frame of the matched view that left in the same animated update.
struct MatchedGeometryElement<Content: View>: WrapperElement {
    static var modifierName: String { "matchedGeometry" }

    let content: Content
    let key: String
    let properties: MatchedGeometryProperties
    let isSource: Bool

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["key": key]
        switch properties {
        case .position: attributes["properties"] = "position"
        case .size: attributes["properties"] = "size"
        default: attributes["properties"] = "frame"
        }
        if !isSource { attributes["isSource"] = "false" }
        return attributes
    }
}

extension View {
    /// Matches this view's frame with the views that have the same `id` in
    /// `namespace`: when one leaves and another appears in an animated
    /// update (`withAnimation`), the new one moves and grows from where the
    /// old one was, as a hero transition.
    ///
    /// In the browser the new view is animated from the old one's frame
    /// (its position, size or both, as `properties` says); the old one
    /// leaves with its removal transition. `anchor` is accepted; the frames
    /// are matched by their top leading corners.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        MatchedGeometryElement(
            content: self, key: "\(namespace)|\(String(reflecting: ID.self))|\(id)", properties: properties,
            isSource: isSource)
    }
}
