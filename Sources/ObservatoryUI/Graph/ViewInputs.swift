import Foundation

/// Decides whether a view's new value differs from the one its node last
/// rendered: the rule behind "a child whose inputs did not change does not
/// re-run its body".
///
/// Field by field, as SwiftUI does: objects compare by identity, `Equatable`
/// values with `==`, our property wrappers by what they point to (a `@State`
/// is always the node's own storage, a `Binding` is its location), structs,
/// tuples, enums and collections recursively. Values that cannot be compared,
/// such as closures, count as changed.
enum ViewInputs {
    /// Whether `old` and `new` are the same inputs.
    ///
    /// Two values with the same bytes are the same inputs whatever their
    /// type: the same references (so the same objects, the same closures,
    /// the same copy-on-write buffers) and the same plain values. Only when
    /// the bytes differ does a value that is not plain data need the field
    /// by field comparison, which reflects on it and costs microseconds:
    /// a row view holding the same model object is decided by the bytes.
    static func equal<V>(_ old: V, _ new: V) -> Bool {
        let sameBytes = sameBytes(old, new)
        if sameBytes || _isPOD(V.self) { return sameBytes }
        return valuesEqual(old, new)
    }

    /// Whether `old` and `new` have the same bytes: for a closure, the same
    /// function with the same captures (a closure that captures nothing is
    /// the same closure every time it is written).
    static func sameBytes<V>(_ old: V, _ new: V) -> Bool {
        withUnsafeBytes(of: old) { oldBytes in
            withUnsafeBytes(of: new) { newBytes in
                oldBytes.count == 0 || memcmp(oldBytes.baseAddress!, newBytes.baseAddress!, oldBytes.count) == 0
            }
        }
    }

    /// Whether two values of unknown type are the same input.
    static func valuesEqual(_ old: Any, _ new: Any) -> Bool {
        let oldType = type(of: old)
        guard oldType == type(of: new) else { return false }
        if oldType is AnyClass {
            return (old as AnyObject) === (new as AnyObject)
        }
        if let collection = old as? any RandomAccessCollection, let same = collectionInputsEqual(collection, new) {
            return same
        }
        if let comparable = old as? any ViewInputComparable {
            return comparable.isSameInput(as: new)
        }
        if let equatable = old as? any Equatable {
            return isEqual(equatable, new)
        }
        return structurallyEqual(old, new)
    }

    /// The most elements of a collection compared one by one; a larger one
    /// is the same input only if it is the same storage.
    static var largestComparedCollection: Int { 64 }

    /// Whether two random-access collections are the same input, or nil to
    /// compare them element by element: the same storage (the same bytes)
    /// is the same input, and a large one in another storage is a new input
    /// without a look at its elements, as SwiftUI decides. Comparing them
    /// would cost O(N) (a view's data of a million rows replaced by a
    /// fetch), where the views that take the data (a lazy `ForEach`) cost
    /// O(what they show) to update. Collections of plain values (`Data`,
    /// `[Int]`) are still compared.
    private static func collectionInputsEqual<C: RandomAccessCollection>(_ old: C, _ new: Any) -> Bool? {
        guard let new = new as? C else { return false }
        if sameBytes(old, new) { return true }
        // Plain values (bytes, numbers) compare at memory speed: as before.
        if _isPOD(C.Element.self) { return nil }
        return old.count > largestComparedCollection ? false : nil
    }

    private static func isEqual<T: Equatable>(_ old: T, _ new: Any) -> Bool {
        guard let new = new as? T else { return false }
        return old == new
    }

    private static func structurallyEqual(_ old: Any, _ new: Any) -> Bool {
        let oldMirror = Mirror(reflecting: old)
        let newMirror = Mirror(reflecting: new)
        switch oldMirror.displayStyle {
        case .struct?, .tuple?, .optional?, .collection?, .set?, .dictionary?:
            break
        case .enum?:
            // Cases without payload have no children: compare the case names.
            if oldMirror.children.isEmpty && newMirror.children.isEmpty {
                return String(describing: old) == String(describing: new)
            }
        default:
            // Closures, metatypes and other opaque values.
            return false
        }
        guard oldMirror.children.count == newMirror.children.count else { return false }
        for (oldChild, newChild) in zip(oldMirror.children, newMirror.children) {
            guard oldChild.label == newChild.label, valuesEqual(oldChild.value, newChild.value) else {
                return false
            }
        }
        return true
    }
}

/// A value that knows whether another value is the same view input (our
/// property wrappers: `State`, `Binding`, `Environment`…).
protocol ViewInputComparable {
    /// Whether `other` (of the same type) is the same input.
    func isSameInput(as other: Any) -> Bool
}
