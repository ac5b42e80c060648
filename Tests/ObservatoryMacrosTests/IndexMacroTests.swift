import MacroTesting
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

/// `@Model`'s macros and `#Index`.
var indexMacros: [String: MacroSpec] {
  var macros = dataMacros
  macros["Index"] = MacroSpec(type: IndexMacro.self)
  return macros
}

@Suite(.macros(indexMacros, indentationWidth: .spaces(2), record: snapshotRecording))
struct IndexMacroTests {
  /// `#Index` adds nothing where it is; `@Model` lists its indexes in the
  /// schema, in order and without repeats, from either form of the macro.
  @Test func theSchemaListsTheIndexes() {
    assertMacro {
      #"""
      @Model
      final class Habit {
        #Index<Habit>([\.createdAt], [\.name, \.streak])
        #Index<Habit>(.binary([\.createdAt]), .rtree([\Habit.streak]))
        var name: String
        var createdAt: Date
        var streak = 0
        init(name: String) { self.name = name }
      }
      """#
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
        var createdAt: Date {
          @storageRestrictions(initializes: _createdAt)
          init(initialValue) {
            _createdAt = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 1)
            return _createdAt
          }
          set {
            _$modelState.willSet(self, property: 1)
            defer {
              _$modelState.didSet(self, property: 1)
            }
            guard _$observationRegistrar.isObservedOrTracking(id: 1), shouldNotifyObservers(_createdAt, newValue) else {
              _createdAt = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 1, name: "createdAt", keyPath: \.createdAt) {
              _createdAt = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 1)
            _$modelState.willSet(self, property: 1)
            defer {
              _$modelState.didSet(self, property: 1)
            }
            var value = _createdAt
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 1)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 1, name: "createdAt", keyPath: \.createdAt)
            }
            defer {
              _createdAt = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 1, name: "createdAt", keyPath: \.createdAt)
              }
            }
            yield &value
          }
        }
        private var _createdAt: Date
        var streak {
          @storageRestrictions(initializes: _streak)
          init(initialValue) {
            _streak = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 2)
            return _streak
          }
          set {
            _$modelState.willSet(self, property: 2)
            defer {
              _$modelState.didSet(self, property: 2)
            }
            guard _$observationRegistrar.isObservedOrTracking(id: 2), shouldNotifyObservers(_streak, newValue) else {
              _streak = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 2, name: "streak", keyPath: \.streak) {
              _streak = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 2)
            _$modelState.willSet(self, property: 2)
            defer {
              _$modelState.didSet(self, property: 2)
            }
            var value = _streak
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 2)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 2, name: "streak", keyPath: \.streak)
            }
            defer {
              _streak = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 2, name: "streak", keyPath: \.streak)
              }
            }
            yield &value
          }
        }
        private var _streak = 0
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
          case \Habit.createdAt:
            return 1
          case \Habit.streak:
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
                }, property: \Habit.name),
            ObservatoryData.PersistedProperty("createdAt", index: 1, storage: { (model: Habit) in
                  model._createdAt
                }, property: \Habit.createdAt),
            ObservatoryData.PersistedProperty("streak", index: 2, storage: { (model: Habit) in
                  model._streak
                }, property: \Habit.streak, defaultValue: {
                  0
                }),
          ], indexes: [["createdAt"], ["name", "streak"], ["streak"]])

        public required init(_$row row: ObservatoryData.ModelRow) throws {
          _name = try row.value(0)
          _createdAt = try row.value(1)
          _streak = try row.value(2)
        }
      }

      extension Habit: ObservatoryData.PersistentModel, Observatory.Observable {
      }
      """#
    }
  }

  /// Outside a `@Model` class there is no table to index.
  @Test func outsideAModelItIsRejected() {
    assertMacro {
      #"""
      final class Plain {
        #Index<Plain>([\.name])
        var name = ""
      }

      extension Habit {
        #Index<Habit>([\.name])
      }
      """#
    } diagnostics: {
      #"""
      final class Plain {
        #Index<Plain>([\.name])
         ┬────
         ╰─ 🛑 '#Index' declares indexes of a model's table; write it in the body of a class marked '@Model'
        var name = ""
      }

      extension Habit {
        #Index<Habit>([\.name])
         ┬────
         ╰─ 🛑 '#Index' declares indexes of a model's table; write it in the body of a class marked '@Model'
      }
      """#
    }
  }

  /// What is not a non-empty list of key paths to the model's own
  /// properties, or names another model.
  @Test func malformedIndexesAreRejected() {
    assertMacro {
      #"""
      @Model
      final class Habit {
        #Index<Habit>()
        #Index<Habit>([])
        #Index<Habit>([\.owner.name], \.name)
        #Index<Trip>([\.name])
        var name: String
        init(name: String) { self.name = name }
      }
      """#
    } diagnostics: {
      #"""
      @Model
      final class Habit {
        #Index<Habit>()
         ┬────
         ╰─ 🛑 '#Index' needs at least one index; list its key paths, as in '#Index<Model>([\.name])'
        #Index<Habit>([])
                      ┬─
                      ╰─ 🛑 an index needs at least one key path; list the properties to index, or remove the empty array
        #Index<Habit>([\.owner.name], \.name)
                                      ┬─────
                       │              ╰─ 🛑 each index of '#Index' is an array of key paths, as in '[\.name]' or '[\.name, \.date]'
                       ┬───────────
                       ╰─ 🛑 '#Index' indexes stored properties of the model itself; write a key path to one, as in '\.name'
        #Index<Trip>([\.name])
               ┬───
               ╰─ 🛑 '#Index<Trip>' is inside 'Habit', whose table it indexes; write '#Index<Habit>'
        var name: String
        init(name: String) { self.name = name }
      }
      """#
    }
  }

  /// A key path to a property with no column in the model's table.
  @Test func propertiesWithoutAColumnAreRejected() {
    assertMacro {
      #"""
      @Model
      final class Habit {
        #Index<Habit>([\.name, \.isExpanded], [\.title], [\.entries])
        #if DEBUG
        #Index<Habit>([\.name])
        #endif
        var name: String
        @Transient var isExpanded = false
        var title: String { name }
        @Relationship(deleteRule: .cascade) var entries: [Entry] = []
        init(name: String) { self.name = name }
      }
      """#
    } diagnostics: {
      #"""
      @Model
      final class Habit {
        #Index<Habit>([\.name, \.isExpanded], [\.title], [\.entries])
                                                          ┬────────
                               │               │          ╰─ 🛑 'entries' is a relationship, kept in a link table rather than a column of the model's table; index a stored property instead
                                               ┬──────
                               │               ╰─ 🛑 'title' is not a stored property of the model, so it has no column to index; index a stored 'var'
                               ┬───────────
                               ╰─ 🛑 'isExpanded' is '@Transient', so it has no column to index; remove it from the index
        #if DEBUG
        #Index<Habit>([\.name])
         ┬────
         ╰─ 🛑 '@Model' does not read '#Index' inside '#if'; move it out of the '#if'
        #endif
        var name: String
        @Transient var isExpanded = false
        var title: String { name }
        @Relationship(deleteRule: .cascade) var entries: [Entry] = []
        init(name: String) { self.name = name }
      }
      """#
    }
  }
}
