import ObservatoryUI

/// The attributes of an element that style its text, read from its
/// attribute dictionary in one pass.
///
/// Every text and image reads a dozen of these names, and most have two or
/// three attributes in all: walking those few entries compares short
/// strings, where a dozen lookups each hashed a name.
struct TextStyleAttributes {
    var font: String?
    var weight: String?
    var italic: String?
    var design: String?
    var foreground: String?
    var lineLimit: String?
    var textAlignment: String?
    var textCase: String?
    var truncationMode: String?
    var lineSpacing: String?
    var selectable: String?
    var monospacedDigit: String?

    init(_ attributes: [String: String]) {
        guard attributes.count <= AttributeWalk.walkedCount else {
            font = attributes["font"]
            weight = attributes["weight"]
            italic = attributes["italic"]
            design = attributes["design"]
            foreground = attributes["foreground"]
            lineLimit = attributes["lineLimit"]
            textAlignment = attributes["textAlignment"]
            textCase = attributes["textCase"]
            truncationMode = attributes["truncationMode"]
            lineSpacing = attributes["lineSpacing"]
            selectable = attributes["selectable"]
            monospacedDigit = attributes["monospacedDigit"]
            return
        }
        for (name, value) in attributes {
            switch name {
            case "font": font = value
            case "weight": weight = value
            case "italic": italic = value
            case "design": design = value
            case "foreground": foreground = value
            case "lineLimit": lineLimit = value
            case "textAlignment": textAlignment = value
            case "textCase": textCase = value
            case "truncationMode": truncationMode = value
            case "lineSpacing": lineSpacing = value
            case "selectable": selectable = value
            case "monospacedDigit": monospacedDigit = value
            default: break
            }
        }
    }
}
