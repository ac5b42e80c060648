/// What a composed gesture remembers between the page's reports, which
/// arrive at different elements (a simultaneous gesture's latest value of
/// each side), across the renders in between that make its recognizers
/// afresh.
///
/// The innermost element of the composition keeps it (``Element/gestureMemory``),
/// so it lives as long as the gesture is on screen. While an element
/// handles a report, ``current`` is that memory.
@MainActor
final class GestureMemory {
    /// The memory of the composition handling a report now.
    @TaskLocal static var current: GestureMemory?

    private var slots: [ObjectIdentifier: AnyObject] = [:]

    /// The state a composed gesture of type `owner` keeps, made by `make`
    /// the first time. (Two compositions of the same type nested in one
    /// gesture share it.)
    static func slot<State: AnyObject>(for owner: Any.Type, make: () -> State) -> State {
        guard let memory = current else { return make() }
        let key = ObjectIdentifier(owner)
        if let state = memory.slots[key] as? State { return state }
        let state = make()
        memory.slots[key] = state
        return state
    }
}
