/// A piece of user interface, described as a value.
///
/// Write a view as a struct whose ``body`` composes other views. The runtime
/// evaluates `body` inside an observation scope: it re-runs only when a value
/// it read changes (an `@Observable` property, a `@State`, a binding or an
/// environment value), or when the parent passes different inputs.
///
/// ```swift
/// struct Greeting: View {
///     let name: String
///     var body: some View { Text("Hello, \(name)") }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view that ``body`` returns.
    associatedtype Body: View

    /// The content of this view. Primitive views (``Text``, ``Button``, the
    /// stacks…) have a `Never` body: the runtime renders them directly.
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    /// `Never` is the body type of primitive views; it has no body itself.
    public var body: Never {
        fatalError("Observatory: Never has no body")
    }
}

/// A view the runtime renders itself instead of calling `body`.
@MainActor
protocol PrimitiveView: View where Body == Never {
    /// Creates the graph node that renders this view.
    func makeNode(parent: Node) -> Node
}

extension PrimitiveView {
    /// Mounts `view`, a value of this type reached through a cast of its
    /// type (``Node/makeNode(for:)``): a cast of a large value to an
    /// existential boxes it, a cast of its type does not.
    static func makeNode(of view: some View, parent: Node) -> Node {
        reinterpret(view, as: Self.self).makeNode(parent: parent)
    }

    /// Primitive views have no body: the runtime never asks for it.
    public var body: Never {
        fatalError("Observatory: \(Self.self) is a primitive view and has no body")
    }
}

/// `value` as `T`, which the caller knows is its type (it cast the type):
/// unlike `value as! T`, no call into the runtime's dynamic cast.
@inline(__always)
func reinterpret<T>(_ value: some Any, as type: T.Type) -> T {
    assert(Swift.type(of: value) == T.self, "\(Swift.type(of: value)) is not \(T.self)")
    return unsafeBitCast(value, to: T.self)
}

/// Calls `body` with the address of `value`, valid during the call only.
///
/// `withUnsafePointer(to:)` called from the main actor takes a closure of
/// the main actor's, which checks the executor every time it runs, because
/// the standard library is not compiled for strict concurrency. This
/// function is nonisolated: the closure it hands the standard library is
/// its own, and `body` is called from our code, unchecked.
@inline(__always)
func withAddress<T, Result>(of value: T, _ body: (UnsafeRawPointer) -> Result) -> Result {
    withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
}
