import Observatory

/// A model declared in another module than the tests that read it, so that
/// its accessors reach the tests' module the way a library's models reach an
/// app: through cross-module optimisation in a release build.
@Observable
public final class Dial: @unchecked Sendable {
    public var a = 0
    public var b = 0
    public var c = 0
    public var name = "dial"

    public init() {}
}

/// Reads `b` of `dial`: the body is inlined into the caller's module.
@inlinable
public func readB(of dial: Dial) -> Int {
    dial.b
}

/// Adds up `c` of every dial: a loop over an array, inlined into the caller's module.
@inlinable
public func sumOfC(_ dials: [Dial]) -> Int {
    var sum = 0
    for dial in dials { sum &+= dial.c }
    return sum
}

/// Reads `name` of the dial `holder` holds, through a generic parameter,
/// inlined and specialised in the caller's module.
@inlinable
public func nameOfDial<Holder: DialHolder>(in holder: Holder) -> String {
    holder.dial.name
}

/// Something that holds a dial.
public protocol DialHolder {
    /// The dial held.
    var dial: Dial { get }
}
