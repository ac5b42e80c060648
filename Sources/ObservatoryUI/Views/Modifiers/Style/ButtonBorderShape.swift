/// The outline of a bordered button (`.bordered`, `.borderedProminent`):
/// `.buttonBorderShape(.capsule)`.
public struct ButtonBorderShape: Hashable, Sendable {
    /// `automatic`, `capsule`, `circle` or `roundedRectangle`.
    let name: String
    /// The corner radius of a `roundedRectangle(radius:)`.
    let radius: Double?

    /// The style's own shape (a rounded rectangle).
    public static let automatic = ButtonBorderShape(name: "automatic", radius: nil)
    /// Fully rounded ends.
    public static let capsule = ButtonBorderShape(name: "capsule", radius: nil)
    /// A circle (for a button whose label is an icon).
    public static let circle = ButtonBorderShape(name: "circle", radius: nil)
    /// A rounded rectangle with the style's corner radius.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle", radius: nil)
    /// A rounded rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: Double) -> ButtonBorderShape {
        ButtonBorderShape(name: "roundedRectangle", radius: max(radius, 0))
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// The outline of the bordered buttons in this view.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Draws the bordered buttons in this view with the outline `shape`
    /// (attributes `borderShape` and, for a radius, `borderRadius` of each button).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
