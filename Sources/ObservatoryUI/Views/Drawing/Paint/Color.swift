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

    /// A color from components in `colorSpace` between 0 and 1.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB, .displayP3:
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear:
            self.init(red: RGBColorSpace.encoded(red), green: RGBColorSpace.encoded(green), blue: RGBColorSpace.encoded(blue), opacity: opacity)
        }
    }

    /// A gray from its brightness between 0 (black) and 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A gray in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color from its hue (0 red, 1/3 green, 2/3 blue), saturation and
    /// brightness, each between 0 and 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// `self` mixed with `other`: `amount` 0 is `self`, 1 is `other`. Named
    /// colors mix in the renderer, where their light and dark values are known.
    init(mixing base: Color, with other: Color, amount: Double) {
        let amount = min(max(amount, 0), 1)
        self.init(name: "mix(\(base.styleDescription),\(other.styleDescription),\(amount.attributeValue))")
    }

    /// The color spaces of ``Color/init(_:red:green:blue:opacity:)``.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The standard RGB space of the web.
        case sRGB
        /// sRGB with linear components.
        case sRGBLinear
        /// Display P3 (drawn as sRGB).
        case displayP3

        /// A linear component encoded with the sRGB curve.
        static func encoded(_ linear: Double) -> Double {
            linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
        }
    }

    /// The colour set named `name` of an asset catalog (`Assets.xcassets`)
    /// in the app's resources or in `bundle`; its light and dark appearances
    /// follow the view's colour scheme. Renderers look it up by name.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(name: "asset:" + name)
        if let bundle { AssetBundles.register(bundle) }
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

extension Color: LeafElementView {
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
