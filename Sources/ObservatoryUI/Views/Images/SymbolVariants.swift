/// A variant of a symbol, drawn in place of the symbol a view names:
/// `.symbolVariant(.fill)` turns `Image(systemName: "heart")` into
/// `heart.fill`, `.circle.fill` into `heart.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape: `circle`, `square` or `rectangle`.
    private var shape: String?
    private var isFilled = false
    private var isSlashed = false

    /// No variant: the symbol as named.
    public static let none = SymbolVariants()
    /// In a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// In a square.
    public static let square = SymbolVariants(shape: "square")
    /// In a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// Struck through with a slash.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant in a circle (`.fill.circle`).
    public var circle: SymbolVariants { with { $0.shape = "circle" } }
    /// This variant in a square.
    public var square: SymbolVariants { with { $0.shape = "square" } }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
    /// This variant filled (`.circle.fill`).
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant with a slash.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant includes every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// This variant with the parts of `other` added (`other`'s shape wins).
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    /// The name of `symbol` in this variant, its parts in the order SF
    /// Symbols names them (`bell.slash.circle.fill`); parts the name
    /// already has are not repeated.
    package func name(of symbol: String) -> String {
        guard self != .none else { return symbol }
        var parts = symbol.split(separator: ".").map(String.init)
        var filled = isFilled
        if parts.last == "fill" {
            filled = true
            parts.removeLast()
        }
        if isSlashed && !parts.contains("slash") { parts.append("slash") }
        if let shape, !parts.contains(shape) { parts.append(shape) }
        if filled { parts.append("fill") }
        return parts.joined(separator: ".")
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}

extension EnvironmentValues {
    /// The symbol variant the images in this view draw (`.symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols of this view's images in `variant`, added to the
    /// variant of the enclosing views: `.symbolVariant(.fill)`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(EnvironmentWriter(value: variant) { $0.symbolVariants = $0.symbolVariants.adding(variant) })
    }
}
