import MacroTesting
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

/// `@Model` with the roles the compiler asks for on a class that does not conform yet.
var dataMacros: [String: MacroSpec] {
  [
    "Model": MacroSpec(
      type: ModelMacro.self,
      conformances: [TypeSyntax(IdentifierTypeSyntax(name: .identifier("PersistentModel")))]
    ),
    "_PersistedProperty": MacroSpec(type: PersistedPropertyMacro.self),
    "ObservationTracked": MacroSpec(type: ObservationTrackedMacro.self),
    "ObservationIgnored": MacroSpec(type: ObservationIgnoredMacro.self),
    "Attribute": MacroSpec(type: ModelPropertyMarkerMacro.self),
    "Transient": MacroSpec(type: ModelPropertyMarkerMacro.self),
    "Relationship": MacroSpec(type: ModelPropertyMarkerMacro.self),
  ]
}

@Suite(.macros(dataMacros, indentationWidth: .spaces(2), record: snapshotRecording))
struct ModelMacroTests {
  /// Stored properties get accessors that read exactly as `@Observable`'s
  /// and report writes to the model's state; the schema lists the columns;
  /// the row initializer sets the storage; `@Transient` is observed only.
  @Test func expansion() {
    assertMacro {
      """
      @Model
      final class Habit {
        @Attribute(.unique, originalName: "title") var name: String
        var streak = 0
        @Transient var isExpanded = false
        init(name: String) { self.name = name }
      }
      """
    } expansion: {
      #"""
      final class Habit {
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
            _$modelState.willSet(self, property: 0)
            defer {
              _$modelState.didSet(self, property: 0)
            }
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
            _$modelState.willSet(self, property: 0)
            defer {
              _$modelState.didSet(self, property: 0)
            }
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
        var streak {
          @storageRestrictions(initializes: _streak)
          init(initialValue) {
            _streak = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 1)
            return _streak
          }
          set {
            _$modelState.willSet(self, property: 1)
            defer {
              _$modelState.didSet(self, property: 1)
            }
            guard _$observationRegistrar.isObservedOrTracking(id: 1), shouldNotifyObservers(_streak, newValue) else {
              _streak = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 1, name: "streak", keyPath: \.streak) {
              _streak = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 1)
            _$modelState.willSet(self, property: 1)
            defer {
              _$modelState.didSet(self, property: 1)
            }
            var value = _streak
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 1)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 1, name: "streak", keyPath: \.streak)
            }
            defer {
              _streak = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 1, name: "streak", keyPath: \.streak)
              }
            }
            yield &value
          }
        }
        private var _streak = 0
        var isExpanded {
          @storageRestrictions(initializes: _isExpanded)
          init(initialValue) {
            _isExpanded = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 2)
            return _isExpanded
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 2), shouldNotifyObservers(_isExpanded, newValue) else {
              _isExpanded = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 2, name: "isExpanded", keyPath: \.isExpanded) {
              _isExpanded = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 2)
            var value = _isExpanded
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 2)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 2, name: "isExpanded", keyPath: \.isExpanded)
            }
            defer {
              _isExpanded = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 2, name: "isExpanded", keyPath: \.isExpanded)
              }
            }
            yield &value
          }
        }
        private var _isExpanded = false
        init(name: String) { self.name = name }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Habit, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Habit._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Habit, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Habit._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Habit.name:
            return 0
          case \Habit.streak:
            return 1
          case \Habit.isExpanded:
            return 2
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

        public let _$modelState = ObservatoryData.ModelState()

        public static let _$schema = ObservatoryData.ModelSchema(Habit.self, properties: [
            ObservatoryData.PersistedProperty("name", index: 0, storage: { (model: Habit) in
                  model._name
                }, property: \Habit.name, options: [.unique], originalName: "title"),
            ObservatoryData.PersistedProperty("streak", index: 1, storage: { (model: Habit) in
                  model._streak
                }, property: \Habit.streak, defaultValue: {
                  0
                }),
          ])

        public required init(_$row row: ObservatoryData.ModelRow) throws {
          _name = try row.value(0)
          _streak = try row.value(1)
        }
      }

      extension Habit: ObservatoryData.PersistentModel, Observatory.Observable {
      }
      """#
    }
  }

  @Test func aStructIsRejected() {
    assertMacro {
      """
      @Model
      struct Habit {
        var name: String
      }
      """
    } diagnostics: {
      """
      @Model
      ┬─────
      ╰─ 🛑 '@Model' can only be applied to a class; declare the model as a class
      struct Habit {
        var name: String
      }
      """
    }
  }

  @Test func whatCannotBeRecreatedFromARowIsRejected() {
    assertMacro {
      """
      @Model
      final class Habit {
        let id: Int
        @Transient var cache: [String]
        var name: String
        init(id: Int, name: String) {
          self.id = id
          self.cache = []
          self.name = name
        }
      }
      """
    } diagnostics: {
      """
      @Model
      final class Habit {
        let id: Int
        ┬──
        ╰─ 🛑 '@Model' cannot recreate 'id' for models fetched from the store; declare it with 'var' to store it, or give it an initial value
        @Transient var cache: [String]
                   ┬──
                   ╰─ 🛑 'cache' is not stored, so it needs an initial value for models fetched from the store; write '= value' after its type
        var name: String
        init(id: Int, name: String) {
          self.id = id
          self.cache = []
          self.name = name
        }
      }
      """
    }
  }

  @Test func aTransientRelationshipIsReported() {
    assertMacro {
      """
      @Model
      final class Habit {
        @Transient @Relationship(deleteRule: .cascade) var entries: [Entry] = []
        init() {}
      }
      """
    } diagnostics: {
      """
      @Model
      final class Habit {
        @Transient @Relationship(deleteRule: .cascade) var entries: [Entry] = []
                   ┬──────────────────────────────────
                   ╰─ 🛑 'entries' cannot be both '@Transient' and a '@Relationship': a relationship is stored; remove one of the two
        init() {}
      }
      """
    }
  }

  @Test func relationshipsAreStoredPropertiesWithTheirRuleAndInverse() {
    assertMacro {
      """
      @Model
      final class Trip {
        var name: String
        @Relationship(deleteRule: .cascade, inverse: \\Stop.trip) var stops: [Stop] = []
        var guide: Guide?
        init(name: String) { self.name = name }
      }
      """
    } expansion: {
      #"""
      final class Trip {
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
            _$modelState.willSet(self, property: 0)
            defer {
              _$modelState.didSet(self, property: 0)
            }
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
            _$modelState.willSet(self, property: 0)
            defer {
              _$modelState.didSet(self, property: 0)
            }
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
        var stops: [Stop] {
          @storageRestrictions(initializes: _stops)
          init(initialValue) {
            _stops = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 1)
            return _stops
          }
          set {
            _$modelState.willSet(self, property: 1)
            defer {
              _$modelState.didSet(self, property: 1)
            }
            guard _$observationRegistrar.isObservedOrTracking(id: 1), shouldNotifyObservers(_stops, newValue) else {
              _stops = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 1, name: "stops", keyPath: \.stops) {
              _stops = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 1)
            _$modelState.willSet(self, property: 1)
            defer {
              _$modelState.didSet(self, property: 1)
            }
            guard _$observationRegistrar.isObservedOrTracking(id: 1) else {
              yield &_stops
              return
            }
            _$observationRegistrar.willSet(self, id: 1, name: "stops", keyPath: \.stops)
            defer {
              _$observationRegistrar.didSet(self, id: 1, name: "stops", keyPath: \.stops)
            }
            yield &_stops
          }
        }
        private var _stops: [Stop] = []
        var guide: Guide? {
          @storageRestrictions(initializes: _guide)
          init(initialValue) {
            _guide = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 2)
            return _guide
          }
          set {
            _$modelState.willSet(self, property: 2)
            defer {
              _$modelState.didSet(self, property: 2)
            }
            guard _$observationRegistrar.isObservedOrTracking(id: 2), shouldNotifyObservers(_guide, newValue) else {
              _guide = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 2, name: "guide", keyPath: \.guide) {
              _guide = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 2)
            _$modelState.willSet(self, property: 2)
            defer {
              _$modelState.didSet(self, property: 2)
            }
            guard _$observationRegistrar.isObservedOrTracking(id: 2) else {
              yield &_guide
              return
            }
            _$observationRegistrar.willSet(self, id: 2, name: "guide", keyPath: \.guide)
            defer {
              _$observationRegistrar.didSet(self, id: 2, name: "guide", keyPath: \.guide)
            }
            yield &_guide
          }
        }
        private var _guide: Guide?
        init(name: String) { self.name = name }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Trip, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Trip._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Trip, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Trip._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Trip.name:
            return 0
          case \Trip.stops:
            return 1
          case \Trip.guide:
            return 2
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

        public let _$modelState = ObservatoryData.ModelState()

        public static let _$schema = ObservatoryData.ModelSchema(Trip.self, properties: [
            ObservatoryData.PersistedProperty("name", index: 0, storage: { (model: Trip) in
                  model._name
                }, property: \Trip.name),
            ObservatoryData.PersistedProperty("stops", index: 1, storage: { (model: Trip) in
                  model._stops
                }, property: \Trip.stops, deleteRule: .cascade, inverse: \Stop.trip, defaultValue: {
                  []
                }),
            ObservatoryData.PersistedProperty("guide", index: 2, storage: { (model: Trip) in
                  model._guide
                }, property: \Trip.guide),
          ])

        public required init(_$row row: ObservatoryData.ModelRow) throws {
          _name = try row.value(0)
          _stops = try row.value(1)
          _guide = try row.value(2)
        }
      }

      extension Trip: ObservatoryData.PersistentModel, Observatory.Observable {
      }
      """#
    }
  }
}
