// The hot paths of Observatory, one at a time, for the performance guard
// (`scripts/perf-guard`, docs/performance.md, "Regression guard").
//
//     ObservatoryHotPaths <path> <count>
//
// runs exactly `count` operations of `path` and exits. The guard runs it under
// `valgrind --tool=callgrind`, which counts instructions deterministically, at
// two counts; the difference divided by the difference in counts is the cost
// of one operation, with start-up and per-path setup cancelled out.
//
// The model goes through `opaque(_:)` and every value read goes to
// `blackHole(_:)`, so the optimiser can neither fold the reads nor delete the
// loops. Each operation thus also pays a loop step and, for reads, a call and
// a store (about 8 instructions): a constant, in the baseline as in every
// later run.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Observatory

@Observable
final class Model {
    var a = 0
    var b = 0
}

// The harness's globals opt out of dynamic exclusivity checks, which would
// otherwise add a runtime call (some 40 instructions) to every access.

/// Where `blackHole(_:)` puts what it consumes.
@exclusivity(unchecked) nonisolated(unsafe) var sunk = 0

/// Consumes a value where the optimiser cannot see. (It stores the value: with
/// an empty body, LLVM passes the argument as undefined and drops the read.)
@inline(never) @_optimize(none)
public func blackHole(_ value: Int) {
    sunk = value
}

/// Returns its argument where the optimiser cannot see.
@inline(never) @_optimize(none)
public func opaque<T>(_ value: T) -> T { value }

/// Counts the `onChange` calls, so that `track-and-fire` can check it fired.
@exclusivity(unchecked) nonisolated(unsafe) var fired = 0

/// Reads per tracking scope in `tracked-read`.
let readsPerScope = 100

/// Observers fired by each write in `notify-100`.
let observersPerWrite = 100

let paths: [(name: String, summary: String)] = [
    ("baseline-empty", "nothing: process start-up only"),
    ("untracked-read", "read an Int property, no tracking scope open"),
    ("write-unobserved", "write an Int property, no observers anywhere"),
    ("write-other-observed", "write property a while property b of the same object is observed"),
    ("array-read", "read objects[i & 15].a, as apps reach their models, no tracking scope open"),
    ("array-write-unobserved", "write objects[i & 15].a, no observers anywhere"),
    ("array-write-other-observed", "write objects[i & 15].a while b of every object is observed"),
    ("tracked-read", "read inside a tracking scope: \(readsPerScope) reads per scope, which then fires (count: a multiple of \(readsPerScope))"),
    ("track-and-fire", "withObservationTracking on one property, then a write that fires it"),
    ("notify-100", "\(observersPerWrite) one-shot observers of one property, then a write that fires them all (count: a multiple of \(observersPerWrite))"),
]

func usage() -> Never {
    print("usage: ObservatoryHotPaths <path> <count>\n\npaths:")
    for path in paths {
        let padding = String(repeating: " ", count: max(1, 22 - path.name.count))
        print("  \(path.name)\(padding)\(path.summary)")
    }
    exit(64)
}

let arguments = CommandLine.arguments
guard arguments.count == 3, paths.contains(where: { $0.name == arguments[1] }),
      let count = Int(arguments[2]), count >= 0
else { usage() }

let model = opaque(Model())

// The array cases reach their objects as an app does: from an array, by
// index, in loops the optimizer sees whole (no call per operation). A read
// or an unobserved write must cost no reference counting here: the guard
// counts the calls to swift_retain and swift_release and fails on any.

/// Sixteen objects (a power of two, for the mask).
let shelf = opaque((0..<16).map { _ in Model() })

/// Sums `objects[i & 15].a` for `count` values of `i`.
@inline(never)
func readThroughArray(_ objects: [Model], count: Int) -> Int {
    let mask = objects.count - 1
    var sum = 0
    for i in 0..<count { sum &+= objects[i & mask].a }
    return sum
}

/// Writes `objects[i & 15].a = i` for `count` values of `i`.
@inline(never)
func writeThroughArray(_ objects: [Model], count: Int) {
    let mask = objects.count - 1
    for i in 0..<count { objects[i & mask].a = i }
}

switch arguments[1] {
case "baseline-empty":
    break

case "untracked-read":
    for _ in 0..<count {
        blackHole(model.a)
    }

case "write-unobserved":
    for i in 0..<count {
        model.a = i
    }

case "write-other-observed":
    withObservationTracking {
        blackHole(model.b)
    } onChange: {
        fired += 1
    }
    for i in 0..<count {
        model.a = i
    }
    precondition(fired == 0)

case "array-read":
    blackHole(readThroughArray(shelf, count: count))

case "array-write-unobserved":
    writeThroughArray(shelf, count: count)

case "array-write-other-observed":
    for object in shelf {
        withObservationTracking {
            blackHole(object.b)
        } onChange: {
            fired += 1
        }
    }
    writeThroughArray(shelf, count: count)
    precondition(fired == 0)

case "tracked-read":
    precondition(count % readsPerScope == 0, "tracked-read: count must be a multiple of \(readsPerScope)")
    for _ in 0..<count / readsPerScope {
        withObservationTracking {
            for _ in 0..<readsPerScope {
                blackHole(model.a)
            }
        } onChange: {
            fired += 1
        }
        // Fire the tracking, so trackings do not pile up on the property from
        // one scope to the next: each read also pays 1/100 of a track-and-fire.
        model.a = fired &+ 1
    }
    precondition(fired == count / readsPerScope)

case "track-and-fire":
    for i in 0..<count {
        withObservationTracking {
            blackHole(model.a)
        } onChange: {
            fired += 1
        }
        model.a = i &+ 1
    }
    precondition(fired == count)

case "notify-100":
    // One operation is one observer: installed, then fired together with
    // the others by one write that walks the property's list.
    for i in 0..<(count / observersPerWrite) {
        for _ in 0..<observersPerWrite {
            withObservationTracking {
                blackHole(model.a)
            } onChange: {
                fired += 1
            }
        }
        model.a = i &+ 1
    }
    precondition(fired == count / observersPerWrite * observersPerWrite)

default:
    usage()
}
