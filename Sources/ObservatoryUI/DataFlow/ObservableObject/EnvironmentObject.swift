/// An `ObservableObject` that an ancestor placed with
/// ``View/environmentObject(_:)``. Every `objectWillChange` of it re-runs
/// the view's body.
///
/// ```swift
/// ContentView().environmentObject(store)
///
/// struct TotalView: View {
///     @EnvironmentObject var store: ExpenseStore
///     var body: some View { Text("\(store.total)") }
/// }
/// ```
///
/// Reading the object when no ancestor placed one stops the program with a
/// message naming the type and the view. For an `@Observable` class, use
/// `.environment(_:)` and `@Environment(Type.self)` (see docs/migration.md).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Filled by the node before each body evaluation.
    let reader = EnvironmentReader()

    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        var environment = reader.environment
        environment.readRecorder = reader.recorder
        guard let object = environment.environmentObject(ObjectType.self) else {
            let typeName = ViewGraph.displayName(of: ObjectType.self)
            fatalError(
                "No ObservableObject of type \(typeName) found. A View.environmentObject(_:) for \(typeName) "
                + "may be missing as an ancestor of this view (\(reader.viewName)).")
        }
        return object
    }

    /// Bindings to the object's properties: `$store.searchText`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(wrappedValue)
    }
}

extension EnvironmentObject: NodeStorageProperty {
    @MainActor
    func attach(to context: inout NodeStorageContext) {
        reader.attach(to: &context)
        // Read through the recorder: the node then re-runs (and subscribes
        // again) when an ancestor places another object, even if the body
        // did not read this one.
        let reader = reader
        context.subscribe(to: {
            var environment = reader.environment
            environment.readRecorder = reader.recorder
            return environment.environmentObject(ObjectType.self)
        }, wrapper: "@EnvironmentObject")
    }
}

extension EnvironmentObject: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { true }
}
