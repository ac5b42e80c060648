import Observatory
import Testing

// Every shape of class the macro must accept, and proof that it tracks them.

@Observable
final class Generic<Value>: @unchecked Sendable {
    var value: Value
    var values: [Value] = []
    init(_ value: Value) { self.value = value }
}

enum Outer {
    @Observable
    final class Nested: @unchecked Sendable {
        var count = 0
    }
}

@Observable
class Animal: @unchecked Sendable {
    var name = "animal"
    var legs = 4
}

@Observable
final class Dog: Animal, @unchecked Sendable {
    var isGoodBoy = true
}

/// A subclass that adds no tracked properties of its own.
final class Cat: Animal, @unchecked Sendable {
    var lives = 9
}

@MainActor
@Observable
final class Feed {
    var items: [String] = []
    func refresh() { items.append("new") }
}

@Observable
final class Mixed: @unchecked Sendable {
    @MainActor var title = "main"
    var free = 0
    @MainActor init() {}
}

@Observable
final class References: @unchecked Sendable {
    weak var weakFriend: Person?
    unowned var owner: Person
    var implicitly: Person!
    init(owner: Person) { self.owner = owner }
}

@Observable
public final class PublicModel: @unchecked Sendable {
    public var open = 0
    public private(set) var readOnly = 0
    fileprivate var hidden = 0
    package var sibling = 0
    private var secret = 0
    public init() {}
    public func bump() { readOnly += 1; secret += 1 }
}

@Observable
final class InitAssigned: @unchecked Sendable {
    var a: Int
    var b: String
    let c: Double
    init(a: Int, b: String) {
        self.a = a
        self.b = b
        self.c = 1
    }
}

@Observable
final class CustomHooks: @unchecked Sendable {
    @ObservationIgnored let log = EventLog()
    var value = 0

    func access<Member>(keyPath: KeyPath<CustomHooks, Member>) {
        log.append("access")
        _$observationRegistrar.access(self, keyPath: keyPath, id: nil)
    }

    func withMutation<Member, Result>(
        keyPath: KeyPath<CustomHooks, Member>, _ mutation: () throws -> Result
    ) rethrows -> Result {
        log.append("mutation")
        return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: nil, mutation)
    }
}

@Observable
final class ComputedHelpers: @unchecked Sendable {
    @ObservationIgnored private var storage: [String: Int] = [:]
    var score: Int {
        get {
            access(keyPath: \.score)
            return storage["score"] ?? 0
        }
        set {
            withMutation(keyPath: \.score) { storage["score"] = newValue }
        }
    }
}

@Suite("Shapes the macro accepts")
struct MacroShapesTests {
    private func fires(_ read: () -> Void, _ write: () -> Void) -> Bool {
        let log = EventLog()
        withObservationTracking(read) { log.append("fired") }
        write()
        return log.count == 1
    }

    @Test func genericClass() {
        let box = Generic("a")
        #expect(fires({ _ = box.value }, { box.value = "b" }))
        #expect(fires({ _ = box.values }, { box.values.append("c") }))
    }

    @Test func nestedClass() {
        let nested = Outer.Nested()
        #expect(fires({ _ = nested.count }, { nested.count += 1 }))
    }

    @Test func subclassesTrackBothLevels() {
        let dog = Dog()
        #expect(fires({ _ = dog.name }, { dog.name = "Rex" }))
        #expect(fires({ _ = dog.isGoodBoy }, { dog.isGoodBoy = false }))
        #expect(!fires({ _ = dog.isGoodBoy }, { dog.legs = 3 }))
        #expect(!fires({ _ = dog.legs }, { dog.isGoodBoy = true }))
        let cat = Cat()
        #expect(fires({ _ = cat.legs }, { cat.legs = 3 }))
    }

    @Test @MainActor func mainActorClass() {
        let feed = Feed()
        #expect(fires({ _ = feed.items }, { feed.refresh() }))
    }

    @Test @MainActor func perPropertyIsolation() {
        let mixed = Mixed()
        #expect(fires({ _ = mixed.title }, { mixed.title = "changed" }))
        #expect(fires({ _ = mixed.free }, { mixed.free = 1 }))
    }

    @Test func weakUnownedAndImplicitlyUnwrapped() {
        let owner = Person()
        let friend = Person()
        let refs = References(owner: owner)
        #expect(fires({ _ = refs.weakFriend }, { refs.weakFriend = friend }))
        #expect(fires({ _ = refs.owner }, { refs.owner = friend }))
        refs.owner = owner
        #expect(fires({ _ = refs.implicitly }, { refs.implicitly = friend }))
        #expect(refs.implicitly.firstName == "Ada")
    }

    @Test func weakPropertyStaysWeak() {
        let refs = References(owner: Person())
        do {
            let temporary = Person()
            refs.weakFriend = temporary
            #expect(refs.weakFriend != nil)
        }
        #expect(refs.weakFriend == nil)
    }

    @Test func accessLevels() {
        let model = PublicModel()
        #expect(fires({ _ = model.readOnly }, { model.bump() }))
        #expect(fires({ _ = model.hidden }, { model.hidden = 1 }))
        #expect(fires({ _ = model.sibling }, { model.sibling = 1 }))
    }

    @Test func initAssignsStoredProperties() {
        let model = InitAssigned(a: 1, b: "x")
        #expect(model.a == 1 && model.b == "x" && model.c == 1)
        #expect(fires({ _ = model.b }, { model.b = "y" }))
    }

    @Test("user-written access and withMutation are called")
    func customHooks() {
        let model = CustomHooks()
        #expect(fires({ _ = model.value }, { model.value = 1 }))
        #expect(model.log.events == ["access", "mutation"])
    }

    @Test("computed properties can use the generated helpers")
    func computedHelpers() {
        let model = ComputedHelpers()
        #expect(fires({ _ = model.score }, { model.score = 3 }))
        #expect(model.score == 3)
    }
}
