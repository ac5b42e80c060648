import ObservatoryUI

/// The traits of a list row (`.listRowInsets`, `.listRowSeparator`,
/// `.listSectionSeparator`, `.listRowSeparatorTint`), merged from the
/// `listRow` modifier elements the row is wrapped in (also under other
/// modifiers, a context menu or swipe actions), outermost first, for the
/// `<li>` that holds the row. An inner modifier wins, as in SwiftUI.
@MainActor
struct ListRowTraits {
    var insets: [String]?
    var hidesSeparator = false
    var hidesSectionSeparator = false
    var separatorTint: String?

    /// Whether a row's traits may sit under an element of `role`: the
    /// wrappers that modifiers make around the row's own content. (Role
    /// comparisons, not a set: a set hashed the role for every row shown.)
    static func isWrapper(_ role: ElementRole) -> Bool {
        role == .modifier || role == .contextMenu || role == .swipeActions
    }

    init(of element: Element) {
        var current: Element? = element
        var depth = 0
        while let modifier = current, Self.isWrapper(modifier.role), depth < 32 {
            depth += 1
            current = modifier.children.first
            guard modifier.role == .modifier, modifier["modifier"] == "listRow" else { continue }
            if let insets = modifier["insets"] {
                let sides = insets.split(separator: ",").map { CSS.px(String($0)) ?? "0px" }
                if sides.count == 4 { self.insets = sides }
            }
            if let separator = modifier["separator"] { hidesSeparator = separator == "hidden" }
            if let separator = modifier["sectionSeparator"] { hidesSectionSeparator = separator == "hidden" }
            if let tint = modifier["separatorTint"] { separatorTint = CSS.color(tint) }
        }
    }

    /// `base` with the classes of these traits.
    func classes(_ base: String) -> String {
        var classes = ClassList(base)
        classes.add("o-nosep", if: hidesSeparator)
        classes.add("o-nosectionsep", if: hidesSectionSeparator)
        return classes.value
    }

    /// The inline style of these traits, if any.
    var style: String? {
        var style = StyleList()
        if let insets {
            // CSS padding runs top, right, bottom, left; the insets top, leading, bottom, trailing.
            style.add("padding", [insets[0], insets[3], insets[2], insets[1]].joined(separator: " "))
        }
        if let separatorTint { style.add("--o-separator", separatorTint) }
        return style.isEmpty ? nil : style.value
    }
}
