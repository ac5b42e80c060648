import Foundation

/// A control that picks a colour: the page's colour input beside a label.
///
/// ```swift
/// ColorPicker("Tint", selection: $settings.tint)
/// ```
///
/// Renders a `colorPicker` element with attribute `value` (`#rrggbb`, the
/// selection in the light appearance); the `input` event with a new
/// `#rrggbb` sets the selection, keeping its opacity. A browser's colour
/// input has no opacity slider, so `supportsOpacity` changes nothing.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// A picker labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled `title`.
    public init(_ title: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: ElementView {
    static var role: ElementRole { .colorPicker }
    static var isInteractive: Bool { true }

    var content: Label { label }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        ["value": selection.wrappedValue.pickerValue]
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard case .input(let text) = event, let (red, green, blue) = Color.components(ofHex: text) else { return false }
        selection.wrappedValue = Color(red: red, green: green, blue: blue, opacity: selection.wrappedValue.alpha)
        return true
    }
}

extension Color {
    /// The light appearance of the system colours, as a page's stylesheet draws them.
    private static let systemHex: [String: String] = [
        "red": "#ff3b30", "orange": "#ff9500", "yellow": "#ffcc00", "green": "#34c759", "mint": "#00c7be",
        "teal": "#30b0c7", "cyan": "#32ade6", "blue": "#007aff", "indigo": "#5856d6", "purple": "#af52de",
        "pink": "#ff2d55", "brown": "#a2845e", "gray": "#8e8e93", "black": "#000000", "white": "#ffffff",
        "primary": "#000000", "secondary": "#3c3c43", "accentColor": "#007aff", "clear": "#000000",
    ]

    /// This colour as a colour input's value, `#rrggbb` (opacity left out).
    var pickerValue: String {
        switch storage {
        case .named(let name):
            return Self.systemHex[name] ?? "#000000"
        case .rgb(let red, let green, let blue):
            return "#" + [red, green, blue].map { component in
                let byte = Int((min(max(component, 0), 1) * 255).rounded())
                return (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }.joined()
        }
    }

    /// The sRGB components of `#rrggbb`, or nil if `text` is not one.
    static func components(ofHex text: String) -> (Double, Double, Double)? {
        let digits = text.utf8.dropFirst()
        guard text.utf8.count == 7, text.hasPrefix("#"), digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0 | 0x20) }),
              let value = UInt32(String(text.dropFirst()), radix: 16)
        else { return nil }
        return (Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255)
    }
}
