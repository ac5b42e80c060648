/// A state slot whose value a restored window can take back (``WindowRestoration``).
protocol RestorableSlot: AnyObject {
    /// The value as JSON, when the view wrote it and it encodes; nil otherwise.
    var restorationJSON: Any? { get }
    /// Sets the value from `json`; false when it does not decode as the slot's type.
    @MainActor func restore(fromJSON json: Any) -> Bool
}

extension StateStorage: RestorableSlot {
    var restorationJSON: Any? {
        guard wasWritten else { return nil }
        return RestorationJSON.encode(untrackedValue)
    }

    @MainActor func restore(fromJSON json: Any) -> Bool {
        guard !(Value.self is AnyClass), let restored = RestorationJSON.decode(json, as: Value.self) else { return false }
        // A tracked write: the views that read the value update.
        value = restored
        return true
    }
}
