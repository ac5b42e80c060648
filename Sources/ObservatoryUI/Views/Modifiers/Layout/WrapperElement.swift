/// The element a layout or decoration modifier wraps its content in: role
/// `modifier`, attribute `modifier` naming it (`padding`, `frame`…), plus its
/// parameters. Its children are the content's elements (and, for
/// `background`, `overlay` and `safeAreaInset`, a slot after them).
protocol WrapperElement: ElementView {
    /// The value of attribute `modifier`.
    static var modifierName: String { get }
    /// The modifier's parameters as attributes.
    func parameters(in environment: EnvironmentValues) -> [String: String]
}

extension WrapperElement {
    static var role: ElementRole { .modifier }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = parameters(in: environment)
        attributes["modifier"] = Self.modifierName
        return attributes
    }
}
