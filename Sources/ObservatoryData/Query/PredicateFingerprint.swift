import Foundation

/// A predicate in words that are equal exactly when two predicates filter
/// alike: its expression's type, then every value it holds, in order.
///
/// Each `#Predicate` numbers its variables from a process-wide counter, so
/// the same predicate built twice (a view's `init` runs on every render of
/// its parent) describes itself differently. Here variables are numbered by
/// where they first appear instead. Captured objects count by identity, key
/// paths by the property they name, and every other value by its own
/// description, so a captured string cannot pass for part of the tree.
enum PredicateFingerprint {
    static func of<Input>(_ predicate: Predicate<Input>) -> String {
        var writer = Writer()
        writer.write(predicate.expression)
        return String(reflecting: type(of: predicate.expression)) + writer.text
    }

    private struct Writer {
        var text = ""
        var variables: [PredicateExpressions.VariableID: Int] = [:]

        mutating func write(_ value: Any) {
            if let variable = value as? PredicateExpressions.VariableID {
                let number = variables[variable] ?? variables.count
                variables[variable] = number
                text += "$\(number)"
                return
            }
            if let keyPath = value as? AnyKeyPath {
                text += String(reflecting: keyPath)
                return
            }
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class {
                text += "object@\(ObjectIdentifier(value as AnyObject).hashValue)"
                return
            }
            if mirror.children.isEmpty {
                text += String(reflecting: value)
                return
            }
            text += "("
            for child in mirror.children {
                if let label = child.label { text += label + ":" }
                write(child.value)
                text += ","
            }
            text += ")"
        }
    }
}
