import CrossModuleModels
import Observatory
import Testing

/// A read records exactly the property read, however the object is reached.
///
/// Each test reads through one shape of code that apps write (an array
/// element, a loop, a dictionary, an optional chain, a property of another
/// object, a generic function, a closure, `@inlinable` code of another
/// module), then writes every property of every object involved: the writes
/// to properties that were not read must fire nothing, and each write to a
/// property that was read must fire once.
///
/// The optimizer is what makes these shapes differ, so `scripts/test` runs
/// this suite in release builds as well as in debug (docs/testing.md). Every
/// object is kept alive until its checks are done: freeing an object that a
/// tracking read is itself a change (``DeinitObservationTests``), and a
/// release build frees an object right after its last use.
@Suite("Reads through every shape of code")
struct ReadShapeTests {
    @Test("a local")
    func local() {
        let knob = Knob()
        expectTracks(only: [knob.probe(.b, as: "knob")], among: knob.probes(as: "knob")) {
            _ = knob.b
        }
    }

    @Test("an element of an array")
    func arrayElement() {
        let knobs = [Knob(), Knob(), Knob()]
        expectTracks(only: [knobs[1].probe(.a, as: "knobs[1]")], among: knobs.probes(as: "knobs")) {
            _ = knobs[1].a
        }
    }

    @Test("the issue's program: one object in an array, a read of `a`, a write of each other property")
    func arrayOfOne() {
        let knobs = [Knob()]
        expectTracks(only: [knobs[0].probe(.a, as: "knobs[0]")], among: knobs.probes(as: "knobs")) {
            _ = knobs[0].a
        }
    }

    @Test("a loop variable, over ten objects")
    func loopVariable() {
        let knobs = (0..<10).map { _ in Knob() }
        let reads = knobs.indices.map { knobs[$0].probe(.c, as: "knobs[\($0)]") }
        expectTracks(only: reads, among: knobs.probes(as: "knobs")) {
            for knob in knobs { _ = knob.c }
        }
    }

    @Test("a value of a dictionary, subscripted and optionally chained")
    func dictionaryValue() {
        let knobs = ["first": Knob(), "second": Knob()]
        let first = knobs["first"]!, second = knobs["second"]!
        expectTracks(
            only: [first.probe(.a, as: "first"), second.probe(.name, as: "second")],
            among: first.probes(as: "first") + second.probes(as: "second")
        ) {
            _ = knobs["first"]?.a
            _ = knobs["second"]!.name
        }
    }

    @Test("an optional chain")
    func optionalChain() {
        let maybe: Knob? = Knob()
        let knob = maybe!
        expectTracks(only: [knob.probe(.b, as: "knob")], among: knob.probes(as: "knob")) {
            _ = maybe?.b
        }
    }

    @Test("a property of another object, observable or not")
    func anotherObjectsProperty() {
        let panel = Panel(), shelf = Shelf()
        let panelProbes = panel.probes(as: "panel")
        expectTracks(
            // Replacing panel.knob comes last: the reads after it reach the new knob.
            only: [panelProbes["panel.knob.c"], shelf.knob.probe(.name, as: "shelf.knob"), panelProbes["panel.knob"]],
            among: panelProbes + shelf.knob.probes(as: "shelf.knob")
        ) {
            _ = panel.knob.c
            _ = shelf.knob.name
        }
    }

    @Test("an element of an array held by an observable inventory")
    func inventoryItems() {
        let inventory = Inventory()
        let items = inventory.items
        let inventoryProbes = inventory.probes(as: "inventory")
        expectTracks(
            only: [items[2].probe(.name, as: "items[2]"), inventoryProbes["inventory.items"]],
            among: inventoryProbes + items.probes(as: "items")
        ) {
            _ = inventory.items[2].name
        }
    }

    @Test("a generic function, through a protocol and through a key path")
    func genericFunction() {
        let knobs = [Knob(), Knob()]
        expectTracks(
            only: [knobs[0].probe(.b, as: "knobs[0]"), knobs[1].probe(.c, as: "knobs[1]")],
            among: knobs.probes(as: "knobs")
        ) {
            _ = readB(ofAny: knobs[0])
            _ = read(\.c, of: knobs[1])
        }
    }

    @Test("a closure, called at once and stored")
    func closure() {
        let knobs = [Knob(), Knob()]
        let readA = { knobs[0].a }
        let stored = StoredReader { knobs[1].name }
        expectTracks(
            only: [knobs[0].probe(.a, as: "knobs[0]"), knobs[1].probe(.name, as: "knobs[1]")],
            among: knobs.probes(as: "knobs")
        ) {
            _ = readA()
            _ = stored.read()
        }
    }

    @Test("@inlinable code of another module, reading that module's model")
    func inlinableCodeOfAnotherModule() {
        let dials = [Dial(), Dial(), Dial()]
        let holder = DialCase(dial: dials[0])
        let reads = [dials[1].probe(.b, as: "dials[1]"), dials[0].probe(.name, as: "dials[0]")]
            + dials.indices.map { dials[$0].probe(.c, as: "dials[\($0)]") }
        expectTracks(only: reads, among: dials.probes(as: "dials")) {
            _ = readB(of: dials[1])
            _ = sumOfC(dials)
            _ = nameOfDial(in: holder)
        }
    }
}

// MARK: - Checking

/// A write to one property of one object, named for failure messages.
struct Probe {
    /// `object.property`, unique among the probes of a test.
    let label: String
    /// Changes the property's value.
    let write: () -> Void
}

extension [Probe] {
    /// The probe labelled `label`.
    subscript(label: String) -> Probe { first { $0.label == label }! }
}

/// Tracks what `read` reads, once with `onChange` and once with a persistent
/// `didSet`, and checks that of all the writes in `probes`, exactly those in
/// `reads` fire, each once.
func expectTracks(
    only reads: [Probe], among probes: [Probe], sourceLocation: SourceLocation = #_sourceLocation,
    read: () -> Void
) {
    let labels = Set(reads.map(\.label))
    let unread = probes.filter { !labels.contains($0.label) }
    #expect(unread.count + reads.count == probes.count, "every read is among the probes", sourceLocation: sourceLocation)

    // One-shot: a tracking per property read, since the first change ends it.
    for target in reads {
        let calls = Counter()
        withObservationTracking(read) { calls.increment() }
        for probe in unread {
            probe.write()
            // The first wrong firing says it all; the tracking is spent after it.
            guard calls.count == 0 else {
                Issue.record("writing \(probe.label), which was not read, fired onChange", sourceLocation: sourceLocation)
                break
            }
        }
        target.write()
        #expect(calls.count == 1, "writing \(target.label), which was read, fires onChange once", sourceLocation: sourceLocation)
        target.write()
        #expect(calls.count == 1, "a one-shot tracking fires once", sourceLocation: sourceLocation)
    }

    // Persistent: one tracking sees every write to what was read.
    let changes = Counter()
    let tracking = Locked<ObservationTracking?>(nil)
    withObservationTracking(read, didSet: { change in
        changes.increment()
        tracking.withLock { $0 = change }
    })
    for probe in unread {
        probe.write()
        guard changes.count == 0 else {
            Issue.record("writing \(probe.label), which was not read, reached didSet", sourceLocation: sourceLocation)
            break
        }
    }
    for (index, target) in reads.enumerated() {
        target.write()
        #expect(changes.count == index + 1, "writing \(target.label) reaches didSet once", sourceLocation: sourceLocation)
    }
    tracking.withLock { $0?.cancel() }
}

// MARK: - Models and shapes

@Observable
final class Knob: @unchecked Sendable {
    var a = 0
    var b = 0
    var c = 0
    var name = "knob"
}

@Observable
final class Panel: @unchecked Sendable {
    var knob = Knob()
    var title = "panel"
}

/// A plain class that holds a model.
final class Shelf: @unchecked Sendable {
    let knob = Knob()
}

@Observable
final class Inventory: @unchecked Sendable {
    var items = (0..<4).map { _ in Knob() }
    var selection = 0
}

final class StoredReader: @unchecked Sendable {
    let read: () -> String
    init(_ read: @escaping () -> String) { self.read = read }
}

struct DialCase: DialHolder {
    let dial: Dial
}

protocol HasB: AnyObject {
    var b: Int { get }
}

extension Knob: HasB {}

func readB(ofAny subject: some HasB) -> Int {
    subject.b
}

func read<Root, Value>(_ keyPath: KeyPath<Root, Value>, of root: Root) -> Value {
    root[keyPath: keyPath]
}

/// A model with the four properties that the shapes read and the probes write.
protocol FourProperties: AnyObject {
    var a: Int { get set }
    var b: Int { get set }
    var c: Int { get set }
    var name: String { get set }
}

/// One of the four properties.
enum Field: CaseIterable {
    case a, b, c, name
}

extension Knob: FourProperties {}
extension Dial: FourProperties {}

extension FourProperties {
    func probes(as name: String) -> [Probe] {
        Field.allCases.map { probe($0, as: name) }
    }

    func probe(_ field: Field, as name: String) -> Probe {
        switch field {
        case .a: Probe(label: "\(name).a") { self.a += 1 }
        case .b: Probe(label: "\(name).b") { self.b += 1 }
        case .c: Probe(label: "\(name).c") { self.c += 1 }
        case .name: Probe(label: "\(name).name") { self.name += "!" }
        }
    }
}

extension Array where Element: FourProperties {
    func probes(as name: String) -> [Probe] {
        indices.flatMap { self[$0].probes(as: "\(name)[\($0)]") }
    }
}

extension Panel {
    /// The panel's properties, and its knob's reached through the panel
    /// (`panel.knob.a += 1`), so that they follow a replaced knob.
    func probes(as name: String) -> [Probe] {
        let retired = Locked<[Knob]>([])
        return [
            // A replaced knob is kept alive: freeing it would be a change of its own.
            Probe(label: "\(name).knob") {
                let old = self.knob
                retired.withLock { $0.append(old) }
                self.knob = Knob()
            },
            Probe(label: "\(name).title") { self.title += "!" },
            Probe(label: "\(name).knob.a") { self.knob.a += 1 },
            Probe(label: "\(name).knob.b") { self.knob.b += 1 },
            Probe(label: "\(name).knob.c") { self.knob.c += 1 },
            Probe(label: "\(name).knob.name") { self.knob.name += "!" },
        ]
    }
}

extension Inventory {
    func probes(as name: String) -> [Probe] {
        [
            Probe(label: "\(name).items") { self.items.append(Knob()) },
            Probe(label: "\(name).selection") { self.selection += 1 },
        ]
    }
}
