/// The Swift name Xcode gives an asset's generated symbol: the set's name in
/// lower camel case, without a trailing "Color" (colour sets) or "Image"
/// (image sets).
///
/// `AccentColor` → `accent`, `brand-blue` → `brandBlue`, `URLIcon` →
/// `urlIcon`, `Profile Image` → `profile`, `1Star` → `_1Star`, `default`
/// → `` `default` ``.
public enum AssetSymbolName {
    /// The symbol for a colour set named `name`, or nil when the name has no letters or digits.
    public static func forColor(_ name: String) -> String? {
        symbol(for: name, droppingSuffix: "Color")
    }

    /// The symbol for an image set named `name`, or nil when the name has no letters or digits.
    public static func forImage(_ name: String) -> String? {
        symbol(for: name, droppingSuffix: "Image")
    }

    static func symbol(for name: String, droppingSuffix suffix: String) -> String? {
        var words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard !words.isEmpty else { return nil }
        // "BrandColor" and "Brand Color" both drop the suffix, if a name remains.
        if let last = words.last, last.hasSuffix(suffix) {
            if last.count > suffix.count {
                words[words.count - 1] = String(last.dropLast(suffix.count))
            } else if words.count > 1 {
                words.removeLast()
            }
        }
        var symbol = lowercasingLeadingCapitals(words[0])
        for word in words.dropFirst() {
            symbol += word.prefix(1).uppercased() + word.dropFirst()
        }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// `Avatar` → `avatar`, `URLIcon` → `urlIcon`, `URL` → `url`: the
    /// leading capitals lowercased, except the one that starts the next word.
    static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// Swift keywords that need backticks as a static member's name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "_",
    ]
}
