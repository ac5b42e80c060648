import Foundation

/// A colour set of an asset catalog: its colour for any (light) appearance
/// and, when the set has one, for dark mode.
public struct ColorSetContents: Sendable, Equatable {
    /// The set's name: its folder's name without `.colorset`.
    public let name: String
    /// The colour in light mode (Xcode's "Any Appearance").
    public let light: AssetColor
    /// The colour in dark mode, when the set has one.
    public let dark: AssetColor?

    /// A set named `name` with these colours.
    public init(name: String, light: AssetColor, dark: AssetColor? = nil) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    /// Reads a set's `Contents.json`: the universal (or iPhone) entries of
    /// `colors`, by luminosity appearance.
    init(name: String, json: [String: Any]) throws {
        guard let entries = json["colors"] as? [[String: Any]] else { throw AssetCatalogError("no \"colors\" list") }
        var light: AssetColor?
        var dark: AssetColor?
        for entry in entries where AssetAppearance.isShown(idiom: entry["idiom"]) {
            guard let appearance = AssetAppearance(entry: entry), let color = entry["color"] as? [String: Any] else { continue }
            let value = try AssetColor(json: color)
            switch appearance {
            case .light: if light == nil || entry["idiom"] as? String == "universal" { light = value }
            case .dark: if dark == nil || entry["idiom"] as? String == "universal" { dark = value }
            }
        }
        guard let light = light ?? dark else { throw AssetCatalogError("no colour for any appearance") }
        self.init(name: name, light: light, dark: dark)
    }
}

/// A colour of a colour set: sRGB components, or a system colour it refers to.
public enum AssetColor: Sendable, Equatable {
    /// sRGB components between 0 and 1.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double)
    /// A system colour by SwiftUI's name (`blue`, `primary`, `separator`).
    case system(String)

    /// Reads a `color` object: `components` in a colour space, or a
    /// `reference` to a system colour.
    init(json: [String: Any]) throws {
        if let reference = json["reference"] as? String {
            guard let name = Self.systemColors[reference] else { throw AssetCatalogError("unknown system colour \(reference)") }
            self = .system(name)
            return
        }
        guard let components = json["components"] as? [String: Any] else { throw AssetCatalogError("a colour has no components") }
        let space = json["color-space"] as? String ?? "srgb"
        func component(_ key: String, default value: Double? = nil) throws -> Double {
            guard let raw = components[key] else {
                if let value { return value }
                throw AssetCatalogError("a colour has no \(key) component")
            }
            guard let parsed = Self.component(raw) else { throw AssetCatalogError("unreadable \(key) component \(raw)") }
            return parsed
        }
        let alpha = try component("alpha", default: 1)
        if space.contains("gray") {
            let white = try component("white")
            self = .rgb(red: white, green: white, blue: white, alpha: alpha)
            return
        }
        var (red, green, blue) = (try component("red"), try component("green"), try component("blue"))
        if space.contains("linear") {
            (red, green, blue) = (Self.encoded(red), Self.encoded(green), Self.encoded(blue))
        }
        self = .rgb(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A component as Xcode writes it: `0.498` (a fraction), `0x7F` or
    /// `127` (a byte), clamped to 0…1.
    static func component(_ raw: Any) -> Double? {
        let value: Double?
        switch raw {
        case let number as Double: value = number
        case let number as Int: value = Double(number) / 255
        case let text as String:
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                value = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if text.contains(".") {
                value = Double(text)
            } else {
                value = Int(text).map { Double($0) / 255 }
            }
        default: value = nil
        }
        guard let value, value.isFinite else { return nil }
        return min(max(value, 0), 1)
    }

    /// A linear component encoded with the sRGB curve.
    static func encoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// UIKit's system colours that colour sets refer to, by SwiftUI's names.
    static let systemColors: [String: String] = [
        "systemRedColor": "red", "systemOrangeColor": "orange", "systemYellowColor": "yellow",
        "systemGreenColor": "green", "systemMintColor": "mint", "systemTealColor": "teal", "systemCyanColor": "cyan",
        "systemBlueColor": "blue", "systemIndigoColor": "indigo", "systemPurpleColor": "purple",
        "systemPinkColor": "pink", "systemBrownColor": "brown", "systemGrayColor": "gray",
        "labelColor": "primary", "secondaryLabelColor": "secondary", "tertiaryLabelColor": "tertiary",
        "quaternaryLabelColor": "quaternary", "separatorColor": "separator", "blackColor": "black",
        "whiteColor": "white", "clearColor": "clear", "controlAccentColor": "accentColor",
    ]
}
