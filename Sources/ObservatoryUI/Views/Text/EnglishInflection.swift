/// Grammatical agreement for `^[…](inflect: true)` in English: the noun
/// after a number takes its plural unless the number is one (`1 time`,
/// `2 times`, `0 people`).
///
/// The last word of the bracketed text is the noun, as in
/// `^[\(count) new message](inflect: true)`. Irregular nouns come from a
/// short table; the rest follow the spelling rules (`box` → `boxes`,
/// `city` → `cities`, `leaf` → `leaves`).
package enum EnglishInflection {
    /// `runs` with the last word made to agree with the first number in them.
    package static func agree(_ runs: [TextRun]) -> [TextRun] {
        let text = runs.map(\.text).joined()
        guard let number = firstNumber(in: text), number != 1 else { return runs }
        var runs = runs
        guard let index = runs.lastIndex(where: { $0.text.contains(where: \.isLetter) }) else { return runs }
        runs[index].text = pluralizingLastWord(of: runs[index].text)
        return runs
    }

    /// The first number written in `text` (digits, with `,` or `.` inside).
    static func firstNumber(in text: String) -> Double? {
        var digits = ""
        var started = false
        for character in text {
            if character.isNumber || (character == "-" && !started) {
                digits.append(character)
                started = started || character.isNumber
            } else if started && (character == "." || character == ",") {
                digits.append(character == "," ? "_" : ".")
            } else if started {
                break
            } else {
                digits = ""
            }
        }
        let cleaned = digits.replacingOccurrences(of: "_", with: "")
        return started ? Double(cleaned.hasSuffix(".") ? String(cleaned.dropLast()) : cleaned) : nil
    }

    /// `text` with its last word in the plural.
    static func pluralizingLastWord(of text: String) -> String {
        guard let end = text.lastIndex(where: \.isLetter) else { return text }
        var start = end
        while start > text.startIndex, text[text.index(before: start)].isLetter { start = text.index(before: start) }
        let word = String(text[start...end])
        return text[..<start] + plural(of: word) + text[text.index(after: end)...]
    }

    /// The plural of one English noun, keeping its capitalization.
    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregulars[lower] { return matchingCase(irregular, of: word) }
        if invariant.contains(lower) { return word }
        let plural: String
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
            plural = word + "es"
        } else if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            plural = word.dropLast() + "ies"
        } else if fToVes.contains(lower) {
            plural = (lower.hasSuffix("fe") ? word.dropLast(2) : word.dropLast()) + "ves"
        } else if lower.hasSuffix("o"), oToOes.contains(lower) {
            plural = word + "es"
        } else {
            plural = word + "s"
        }
        return word == word.uppercased() && word.count > 1 ? plural.uppercased() : plural
    }

    private static func matchingCase(_ plural: String, of word: String) -> String {
        if word == word.uppercased() && word.count > 1 { return plural.uppercased() }
        if word.first?.isUppercase == true { return plural.prefix(1).uppercased() + plural.dropFirst() }
        return plural
    }

    private static let irregulars: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
        "goose": "geese", "foot": "feet", "tooth": "teeth", "ox": "oxen", "die": "dice", "criterion": "criteria",
        "phenomenon": "phenomena", "cactus": "cacti", "index": "indices", "matrix": "matrices", "analysis": "analyses",
        "crisis": "crises", "thesis": "theses", "medium": "media", "datum": "data", "quiz": "quizzes",
    ]

    private static let invariant: Set<String> = [
        "sheep", "fish", "deer", "series", "species", "aircraft", "moose", "information", "equipment", "news",
    ]

    private static let fToVes: Set<String> = [
        "leaf", "loaf", "knife", "life", "wife", "half", "wolf", "shelf", "calf", "elf", "thief", "scarf",
    ]

    private static let oToOes: Set<String> = ["hero", "potato", "tomato", "echo", "veto", "torpedo"]
}

import Foundation
