/// Reads a value or an object that an ancestor placed in the environment.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// @Environment(Library.self) private var library          // required
/// @Environment(Library.self) private var maybe: Library?  // optional
/// TextField("Name", text: $library.name)                  // bindings to a required object
/// ```
///
/// A body re-runs when an environment value it read changes. Reading a
/// required object that no ancestor provided stops the program with a
/// message naming the type and the view.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(required: Bool, read: (EnvironmentValues) -> Any?, typeName: String)
    }

    private let source: Source
    /// Filled by the node before each body evaluation.
    let reader = EnvironmentReader()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// Reads the observable object of type `objectType`, which an ancestor
    /// must have placed with `.environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(required: true, read: { $0.object(objectType) }, typeName: ViewGraph.displayName(of: objectType))
    }

    /// Reads the observable object of type `objectType`, or nil when no
    /// ancestor placed one.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        source = .object(required: false, read: { $0.object(objectType) }, typeName: ViewGraph.displayName(of: objectType))
    }

    /// Bindings to the properties of an observable object read from the
    /// environment: `$model.title` on an `@Environment(Model.self) var model`,
    /// as article 004 writes it. (A superset of SwiftUI, where this takes a
    /// local `@Bindable var model = model`.)
    public var projectedValue: EnvironmentBindings<Value> {
        EnvironmentBindings(read: { wrappedValue })
    }

    /// The current value.
    public var wrappedValue: Value {
        var environment = reader.environment
        environment.readRecorder = reader.recorder
        switch source {
        case .keyPath(let keyPath):
            return environment[keyPath: keyPath]
        case .object(let required, let read, let typeName):
            let object = read(environment)
            if let object { return object as! Value }
            if required {
                fatalError(
                    "No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) "
                    + "may be missing as an ancestor of this view (\(reader.viewName)).")
            }
            return Optional<Any>.none as! Value
        }
    }
}

/// What `$model` gives for an `@Environment(Model.self) var model`: a
/// binding to each of the object's properties.
@dynamicMemberLookup
public struct EnvironmentBindings<Value> {
    let read: () -> Value
}

extension EnvironmentBindings where Value: AnyObject & Observable {
    /// A binding to the object's property at `keyPath`.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding(read(), keyPath: keyPath)
    }
}

/// The per-node side of an ``Environment`` property: the environment to read
/// and a record of what was read.
final class EnvironmentReader: @unchecked Sendable {
    var environment = EnvironmentValues()
    var viewName = "a view outside any window"
    let recorder = EnvironmentReadRecorder()

    /// Reads the node's environment from now on, and is kept up to date
    /// with it.
    @MainActor
    func attach(to context: inout NodeStorageContext) {
        environment = context.node.environment
        viewName = context.node.displayName
        context.environmentReaders.append(self)
    }
}

extension Environment: NodeStorageProperty {
    @MainActor
    func attach(to context: inout NodeStorageContext) {
        reader.attach(to: &context)
    }
}

extension Environment: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { true }
}
