/// Shows the first of its views that fits the space offered along `axes`,
/// or the last one when none fits.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Completed three of five habits today")
///     Text("3 of 5 done")
/// }
/// ```
///
/// Element: role `viewThatFits`, attribute `axes`. Only the browser knows
/// the space, so it chooses: every candidate is rendered, measured at its
/// ideal size, and all but the chosen one are hidden; it chooses again when
/// the container or a candidate changes size.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let candidates: Content

    /// Chooses among the views of `content`, in order, by the space along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        candidates = content()
    }
}

extension ViewThatFits: ElementView {
    static var role: ElementRole { .viewThatFits }

    var content: Content { candidates }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        ["axes": axes.attributeValue]
    }
}
