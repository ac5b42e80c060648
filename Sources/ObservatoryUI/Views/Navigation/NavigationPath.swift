/// A list of values of any `Hashable` types: the screens pushed onto a
/// ``NavigationStack`` bound to it, each shown by the matching
/// `navigationDestination(for:)`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(habit)      // push
/// path.removeLast()       // pop
/// path = NavigationPath() // back to the root
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() {
        elements = []
    }

    /// A path of `elements`, bottom first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        var erased: [AnyHashable] = []
        for element in elements { erased.append(AnyHashable(element)) }
        self.elements = erased
    }

    /// How many screens the path pushes.
    public var count: Int { elements.count }

    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

/// A binding to a stack's path of values, whatever the path's type (used
/// on the main actor, like the binding it wraps).
struct NavigationPathBinding {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void

    init(_ binding: Binding<NavigationPath>) {
        get = { binding.wrappedValue.elements }
        set = { binding.wrappedValue.elements = $0 }
    }

    init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(_ binding: Binding<Data>)
    where Data.Element: Hashable {
        get = {
            var erased: [AnyHashable] = []
            for element in binding.wrappedValue { erased.append(AnyHashable(element)) }
            return erased
        }
        set = { values in
            var data = Data()
            for value in values { if let element = value.base as? Data.Element { data.append(element) } }
            binding.wrappedValue = data
        }
    }
}
