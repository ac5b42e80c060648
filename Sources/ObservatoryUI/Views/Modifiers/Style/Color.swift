import Foundation

/// A color: a ``ShapeStyle`` (`.foregroundStyle(.red)`, `.tint(.green)`) and
/// a view that fills its space (`Color.blue.frame(height: 4)`).
///
/// Renderers get named colors by name (`red`, `secondary`, `accentColor`)
/// and other colors as `#RRGGBB`; a translucent named color is `red/0.5`,
/// a translucent custom one `#RRGGBBAA`.
public struct Color: ShapeStyle, Hashable {
    enum Storage: Hashable, Sendable {
        case named(String)
        case rgb(red: Double, green: Double, blue: Double)
    }

    let storage: Storage
    let alpha: Double

    init(name: String, opacity: Double = 1) {
        storage = .named(name)
        alpha = opacity
    }

    /// A color from sRGB components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .rgb(red: red, green: green, blue: blue)
        alpha = opacity
    }

    /// A gray from its brightness between 0 (black) and 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color from the app's assets, which renderers look up by `name`.
    public init(_ name: String) {
        self.init(name: "asset:" + name)
    }

    /// This color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: storage, alpha: alpha * opacity)
    }

    private init(storage: Storage, alpha: Double) {
        self.storage = storage
        self.alpha = alpha
    }

    /// Red.
    public static let red = Color(name: "red")
    /// Green.
    public static let green = Color(name: "green")
    /// Blue.
    public static let blue = Color(name: "blue")
    /// Orange.
    public static let orange = Color(name: "orange")
    /// Yellow.
    public static let yellow = Color(name: "yellow")
    /// Pink.
    public static let pink = Color(name: "pink")
    /// Purple.
    public static let purple = Color(name: "purple")
    /// Mint.
    public static let mint = Color(name: "mint")
    /// Teal.
    public static let teal = Color(name: "teal")
    /// Cyan.
    public static let cyan = Color(name: "cyan")
    /// Indigo.
    public static let indigo = Color(name: "indigo")
    /// Brown.
    public static let brown = Color(name: "brown")
    /// Gray.
    public static let gray = Color(name: "gray")
    /// Black.
    public static let black = Color(name: "black")
    /// White.
    public static let white = Color(name: "white")
    /// No color at all.
    public static let clear = Color(name: "clear")
    /// The color of primary content (black in light mode, white in dark mode).
    public static let primary = Color(name: "primary")
    /// The color of secondary content.
    public static let secondary = Color(name: "secondary")
    /// The app's accent color.
    public static let accentColor = Color(name: "accentColor")
}

extension Color: DescribedShapeStyle {
    var styleDescription: String {
        switch storage {
        case .named(let name):
            return alpha >= 1 ? name : "\(name)/\(alpha.attributeValue)"
        case .rgb(let red, let green, let blue):
            var components = [red, green, blue]
            if alpha < 1 { components.append(alpha) }
            return "#" + components.map { component in
                let byte = Int((min(max(component, 0), 1) * 255).rounded())
                return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }.joined()
        }
    }
}

extension Color: View {}

extension Color: ElementView {
    static var role: ElementRole { .shape }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        ["shape": "rectangle", "fill": styleDescription]
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}

extension ShapeStyle where Self == Color {
    /// Red.
    public static var red: Color { Color(name: "red") }
    /// Green.
    public static var green: Color { Color(name: "green") }
    /// Blue.
    public static var blue: Color { Color(name: "blue") }
    /// Orange.
    public static var orange: Color { Color(name: "orange") }
    /// Yellow.
    public static var yellow: Color { Color(name: "yellow") }
    /// Pink.
    public static var pink: Color { Color(name: "pink") }
    /// Purple.
    public static var purple: Color { Color(name: "purple") }
    /// Mint.
    public static var mint: Color { Color(name: "mint") }
    /// Teal.
    public static var teal: Color { Color(name: "teal") }
    /// Cyan.
    public static var cyan: Color { Color(name: "cyan") }
    /// Indigo.
    public static var indigo: Color { Color(name: "indigo") }
    /// Brown.
    public static var brown: Color { Color(name: "brown") }
    /// Gray.
    public static var gray: Color { Color(name: "gray") }
    /// Black.
    public static var black: Color { Color(name: "black") }
    /// White.
    public static var white: Color { Color(name: "white") }
    /// No color at all.
    public static var clear: Color { Color(name: "clear") }
    /// The app's accent color.
    public static var accentColor: Color { Color(name: "accentColor") }
}
