/// The first registration of each property's list in an ``ObserverTable``.
///
/// Ids the macro assigns (0...62) index a dense array that grows to the
/// highest id seen, so the lists of a typical object cost a few words and no
/// hashing. Other ids (63 and above, negative key-path ids) use a dictionary.
struct RegistrationHeads: ~Copyable {
    private var dense: UnsafeMutablePointer<UnsafeMutablePointer<Registration>?>?
    private var denseCount = 0
    private var sparse: [Int: UnsafeMutablePointer<Registration>] = [:]

    init() {}

    deinit {
        dense?.deallocate()
    }

    subscript(id: Int) -> UnsafeMutablePointer<Registration>? {
        get {
            if AccessEntry.isMaskable(id) {
                return id < denseCount ? dense![id] : nil
            }
            return sparse[id]
        }
        set {
            if AccessEntry.isMaskable(id) {
                if id >= denseCount {
                    guard newValue != nil else { return }
                    grow(toInclude: id)
                }
                dense![id] = newValue
            } else {
                sparse[id] = newValue
            }
        }
    }

    /// Calls `body` with the head of every non-empty list.
    func forEachHead(_ body: (UnsafeMutablePointer<Registration>) -> Void) {
        for index in 0..<denseCount {
            if let head = dense![index] { body(head) }
        }
        for (_, head) in sparse { body(head) }
    }

    /// Empties every list (the registrations themselves are not touched).
    mutating func removeAll() {
        for index in 0..<denseCount { dense![index] = nil }
        sparse.removeAll()
    }

    private mutating func grow(toInclude id: Int) {
        let count = max(id + 1, min(63, denseCount * 2))
        let grown = UnsafeMutablePointer<UnsafeMutablePointer<Registration>?>.allocate(capacity: count)
        grown.initialize(repeating: nil, count: count)
        if let dense {
            grown.update(from: dense, count: denseCount)
            dense.deallocate()
        }
        dense = grown
        denseCount = count
    }
}
