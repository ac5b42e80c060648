/// A thin line that separates content: horizontal in a vertical stack or a
/// list, vertical in a horizontal stack.
public struct Divider: View, Equatable {
    /// Creates a divider.
    public init() {}
}

extension Divider: LeafElementView {
    static var role: ElementRole { .divider }

    func attributes(in environment: EnvironmentValues) -> [String: String] { [:] }
}
