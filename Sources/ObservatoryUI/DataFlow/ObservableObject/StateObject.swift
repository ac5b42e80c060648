/// An `ObservableObject` owned by a view: created once, when the view first
/// appears, and kept as long as the view keeps its identity.
///
/// Every `objectWillChange` of the object re-runs the view's body, whichever
/// property changed. `$object.property` gives a ``Binding``.
///
/// ```swift
/// final class ExpenseStore: ObservableObject {
///     @Published var searchText = ""
/// }
///
/// struct ContentView: View {
///     @StateObject private var store = ExpenseStore()
///     var body: some View { TextField("Search", text: $store.searchText) }
/// }
/// ```
///
/// For an `@Observable` class, use `@State` instead: its body re-runs only
/// for the properties it reads (see docs/migration.md).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let storage: StateObjectStorage<ObjectType>

    /// Creates the state object. `thunk` runs once per view identity, when
    /// the view first appears; later parent renders keep the first object.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = StateObjectStorage(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { storage.object }

    /// Bindings to the object's properties: `$store.searchText`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(storage.object)
    }
}

extension StateObject: NodeStorageProperty {
    @MainActor
    func attach(to context: inout NodeStorageContext) {
        let canonical: StateObjectStorage<ObjectType> = context.slot { storage }
        storage.adopt(canonical)
        context.subscribe(to: { canonical.object }, wrapper: "@StateObject")
    }
}

extension StateObject: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { true }
}
