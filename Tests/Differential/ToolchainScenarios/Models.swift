// The models that scenarios of several groups share.

#if OBSERVATORY
import Observatory
#else
import Observation
#endif

@Observable
final class Counter: @unchecked Sendable {
    var x = 0
    var y = 0
    var name = "a"
    var items: [Int] = []
    var point = Point(x: 0, y: 0)
    @ObservationIgnored var ignored = 0

    var sum: Int { x + y }

    var doubled: Int {
        get { x * 2 }
        set { x = newValue / 2 }
    }
}

extension Counter {
    /// "x" or "y" for the key path of that property, "?" for any other.
    static func name(of keyPath: AnyKeyPath?) -> String {
        keyPath == \Counter.x ? "x" : keyPath == \Counter.y ? "y" : "?"
    }
}

struct Point: Equatable {
    var x: Int
    var y: Int
}

@MainActor
@Observable
final class MainModel {
    var x = 0
    var name = "main"
}

@Observable
final class Leaf {
    var value = 0
    var other = 0
}

@Observable
final class Branch {
    var leaf = Leaf()
    var label = "branch"
}

@Observable
final class Root {
    var branch = Branch()
}

/// A class with property observers on a tracked property.
@Observable
final class Machine {
    enum State {
        case initializing
        case running
        case complete
    }

    let log: EventLog

    var state: State = .initializing {
        willSet { log("property willSet new=\(newValue) current=\(state)") }
        didSet { log("property didSet old=\(oldValue) current=\(state)") }
    }

    init(log: EventLog) {
        self.log = log
    }
}
