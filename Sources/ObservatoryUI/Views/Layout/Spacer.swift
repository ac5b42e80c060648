import Foundation

/// Flexible space that pushes the other children of a stack apart.
///
/// Attribute: `minLength` when set.
public struct Spacer: View, Equatable {
    let minLength: CGFloat?

    /// Space at least `minLength` long (the renderer's default when nil).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

extension Spacer: LeafElementView {
    static var role: ElementRole { .spacer }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        minLength.map { ["minLength": $0.attributeValue] } ?? [:]
    }
}
