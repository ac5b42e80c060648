/// The objects a case spreads its operations over, reached as apps reach
/// their models: through an array, by index, from the benchmark's own module.
///
/// Holding one object in a local lets the optimizer keep it in a register
/// and skip the reference counting an app pays for a model it reads from an
/// array or a property; a `blackHole` call per operation adds a constant
/// that hides a few nanoseconds. The read and write cases do neither: they
/// index `objects[index & Shelf.mask]` and consume the results once, after
/// the measured loop.
public enum Shelf {
    /// How many objects (a power of two).
    public static let size = 16
    /// `index & mask` picks an object.
    public static let mask = size - 1
}
