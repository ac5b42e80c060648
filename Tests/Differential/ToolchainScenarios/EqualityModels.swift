// The models of the `equality.*` scenarios: values that compare in different ways.

#if OBSERVATORY
import Observatory
#else
import Observation
#endif

@Observable
final class Values: @unchecked Sendable {
    var int = 0
    var string = "a"
    var point = Point(x: 0, y: 0)
    var tagged = Tagged(id: 1, note: "first")
    var opaque = Opaque(value: 0)
    var ref = Ref(1)
    var optionalRef: Ref? = nil
    var alwaysEqual = AlwaysEqual(1)
    var double = 0.0
    var optionalInt: Int? = nil
}

/// Equal when the ids are equal, whatever the note.
struct Tagged: Equatable {
    var id: Int
    var note: String

    static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.id == rhs.id }
}

/// Not `Equatable`.
struct Opaque {
    var value: Int
}

final class Ref: Sendable {
    let id: Int
    init(_ id: Int) { self.id = id }
}

/// A class whose instances are all equal.
final class AlwaysEqual: Equatable, Sendable {
    let id: Int
    init(_ id: Int) { self.id = id }
    static func == (lhs: AlwaysEqual, rhs: AlwaysEqual) -> Bool { true }
}

