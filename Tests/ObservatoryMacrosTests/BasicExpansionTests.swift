import MacroTesting
import Testing

@Suite(.macros(observatoryMacros, indentationWidth: .spaces(2), record: snapshotRecording))
struct BasicExpansionTests {
  @Test func classWithDefaults() {
    assertMacro {
      """
      @Observable
      final class Counter {
        var count = 0
        var name: String = "counter"
      }
      """
    } expansion: {
      #"""
      final class Counter {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _count
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_count, newValue) else {
              _count = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "count", keyPath: \.count) {
              _count = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _count
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "count", keyPath: \.count)
            }
            defer {
              _count = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "count", keyPath: \.count)
              }
            }
            yield &value
          }
        }
        private var _count = 0
        var name: String {
          @storageRestrictions(initializes: _name)
          init(initialValue) {
            _name = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 1)
            return _name
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 1), shouldNotifyObservers(_name, newValue) else {
              _name = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 1, name: "name", keyPath: \.name) {
              _name = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 1)
            guard _$observationRegistrar.isObservedOrTracking(id: 1) else {
              yield &_name
              return
            }
            _$observationRegistrar.willSet(self, id: 1, name: "name", keyPath: \.name)
            defer {
              _$observationRegistrar.didSet(self, id: 1, name: "name", keyPath: \.name)
            }
            yield &_name
          }
        }
        private var _name: String = "counter"

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Counter, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Counter._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Counter, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Counter._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Counter.count:
            return 0
          case \Counter.name:
            return 1
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }
      }

      extension Counter: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func initializerAssignsStoredProperties() {
    assertMacro {
      """
      @Observable
      final class Person {
        var name: String
        init(name: String) {
          self.name = name
        }
      }
      """
    } expansion: {
      #"""
      final class Person {
        var name: String {
          @storageRestrictions(initializes: _name)
          init(initialValue) {
            _name = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _name
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_name, newValue) else {
              _name = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "name", keyPath: \.name) {
              _name = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            guard _$observationRegistrar.isObservedOrTracking(id: 0) else {
              yield &_name
              return
            }
            _$observationRegistrar.willSet(self, id: 0, name: "name", keyPath: \.name)
            defer {
              _$observationRegistrar.didSet(self, id: 0, name: "name", keyPath: \.name)
            }
            yield &_name
          }
        }
        private var _name: String
        init(name: String) {
          self.name = name
        }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Person, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Person._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Person, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Person._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Person.name:
            return 0
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }
      }

      extension Person: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func untrackedMembersAreLeftAlone() {
    assertMacro {
      """
      @Observable
      final class Settings {
        let id = 1
        var doubled: Int { id * 2 }
        var proxied: Int {
          get { id }
          set { }
        }
        static var shared = 0
        class var kind: String { "settings" }
        @ObservationIgnored var cache = [Int]()
        @ObservationIgnored lazy var expensive = 42
        func reset() {}
      }
      """
    } expansion: {
      """
      final class Settings {
        let id = 1
        var doubled: Int { id * 2 }
        var proxied: Int {
          get { id }
          set { }
        }
        static var shared = 0
        class var kind: String { "settings" }
        var cache = [Int]()
        lazy var expensive = 42
        func reset() {}

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Settings, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Settings._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Settings, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Settings._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }
      }

      extension Settings: nonisolated Observatory.Observable {
      }
      """
    }
  }

  @Test func classWithoutTrackedProperties() {
    assertMacro {
      """
      @Observable
      final class Empty {
      }
      """
    } expansion: {
      """
      final class Empty {

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Empty, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Empty._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Empty, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Empty._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }
      }

      extension Empty: nonisolated Observatory.Observable {
      }
      """
    }
  }

  @Test func shouldNotifyObserversOverloadsCoverEquatableAndReferences() {
    assertMacro {
      """
      @Observable
      final class Comparisons {
        var equatable = 1
        var reference = Reference()
        var equatableReference = EquatableReference()
        var neither: [Any] = []
      }
      """
    } expansion: {
      #"""
      final class Comparisons {
        var equatable {
          @storageRestrictions(initializes: _equatable)
          init(initialValue) {
            _equatable = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _equatable
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_equatable, newValue) else {
              _equatable = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "equatable", keyPath: \.equatable) {
              _equatable = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _equatable
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "equatable", keyPath: \.equatable)
            }
            defer {
              _equatable = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "equatable", keyPath: \.equatable)
              }
            }
            yield &value
          }
        }
        private var _equatable = 1
        var reference {
          @storageRestrictions(initializes: _reference)
          init(initialValue) {
            _reference = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 1)
            return _reference
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 1), shouldNotifyObservers(_reference, newValue) else {
              _reference = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 1, name: "reference", keyPath: \.reference) {
              _reference = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 1)
            guard _$observationRegistrar.isObservedOrTracking(id: 1) else {
              yield &_reference
              return
            }
            _$observationRegistrar.willSet(self, id: 1, name: "reference", keyPath: \.reference)
            defer {
              _$observationRegistrar.didSet(self, id: 1, name: "reference", keyPath: \.reference)
            }
            yield &_reference
          }
        }
        private var _reference = Reference()
        var equatableReference {
          @storageRestrictions(initializes: _equatableReference)
          init(initialValue) {
            _equatableReference = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 2)
            return _equatableReference
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 2), shouldNotifyObservers(_equatableReference, newValue) else {
              _equatableReference = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 2, name: "equatableReference", keyPath: \.equatableReference) {
              _equatableReference = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 2)
            guard _$observationRegistrar.isObservedOrTracking(id: 2) else {
              yield &_equatableReference
              return
            }
            _$observationRegistrar.willSet(self, id: 2, name: "equatableReference", keyPath: \.equatableReference)
            defer {
              _$observationRegistrar.didSet(self, id: 2, name: "equatableReference", keyPath: \.equatableReference)
            }
            yield &_equatableReference
          }
        }
        private var _equatableReference = EquatableReference()
        var neither: [Any] {
          @storageRestrictions(initializes: _neither)
          init(initialValue) {
            _neither = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 3)
            return _neither
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 3), shouldNotifyObservers(_neither, newValue) else {
              _neither = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 3, name: "neither", keyPath: \.neither) {
              _neither = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 3)
            guard _$observationRegistrar.isObservedOrTracking(id: 3) else {
              yield &_neither
              return
            }
            _$observationRegistrar.willSet(self, id: 3, name: "neither", keyPath: \.neither)
            defer {
              _$observationRegistrar.didSet(self, id: 3, name: "neither", keyPath: \.neither)
            }
            yield &_neither
          }
        }
        private var _neither: [Any] = []

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Comparisons, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Comparisons._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Comparisons, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Comparisons._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Comparisons.equatable:
            return 0
          case \Comparisons.reference:
            return 1
          case \Comparisons.equatableReference:
            return 2
          case \Comparisons.neither:
            return 3
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }
      }

      extension Comparisons: nonisolated Observatory.Observable {
      }
      """#
    }
  }
}
