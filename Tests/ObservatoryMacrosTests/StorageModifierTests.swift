import MacroTesting
import Testing

/// Reference-storage modifiers, implicitly unwrapped optionals and property observers.
@Suite(.macros(observatoryMacros, indentationWidth: .spaces(2), record: snapshotRecording))
struct StorageModifierTests {
  @Test func weakUnownedAndImplicitlyUnwrapped() {
    assertMacro {
      """
      @Observable
      final class Node {
        weak var parent: Node?
        unowned var owner: Tree
        var label: String!
        var note: String?
        init(owner: Tree) {
          self.owner = owner
        }
      }
      """
    } expansion: {
      #"""
      final class Node {
        weak var parent: Node? {
          @storageRestrictions(initializes: _parent)
          init(initialValue) {
            _parent = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _parent
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_parent, newValue) else {
              _parent = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "parent", keyPath: \.parent) {
              _parent = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            guard _$observationRegistrar.isObservedOrTracking(id: 0) else {
              yield &_parent
              return
            }
            _$observationRegistrar.willSet(self, id: 0, name: "parent", keyPath: \.parent)
            defer {
              _$observationRegistrar.didSet(self, id: 0, name: "parent", keyPath: \.parent)
            }
            yield &_parent
          }
        }
        private weak var _parent: Node?
        unowned var owner: Tree {
          @storageRestrictions(initializes: _owner)
          init(initialValue) {
            _owner = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 1)
            return _owner
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 1), shouldNotifyObservers(_owner, newValue) else {
              _owner = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 1, name: "owner", keyPath: \.owner) {
              _owner = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 1)
            guard _$observationRegistrar.isObservedOrTracking(id: 1) else {
              yield &_owner
              return
            }
            _$observationRegistrar.willSet(self, id: 1, name: "owner", keyPath: \.owner)
            defer {
              _$observationRegistrar.didSet(self, id: 1, name: "owner", keyPath: \.owner)
            }
            yield &_owner
          }
        }
        private unowned var _owner: Tree
        var label: String! {
          @storageRestrictions(initializes: _label)
          init(initialValue) {
            _label = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 2)
            return _label
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 2), shouldNotifyObservers(_label, newValue) else {
              _label = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 2, name: "label", keyPath: \.label) {
              _label = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 2)
            guard _$observationRegistrar.isObservedOrTracking(id: 2) else {
              yield &_label
              return
            }
            _$observationRegistrar.willSet(self, id: 2, name: "label", keyPath: \.label)
            defer {
              _$observationRegistrar.didSet(self, id: 2, name: "label", keyPath: \.label)
            }
            yield &_label
          }
        }
        private var _label: String!
        var note: String? {
          @storageRestrictions(initializes: _note)
          init(initialValue) {
            _note = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 3)
            return _note
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 3), shouldNotifyObservers(_note, newValue) else {
              _note = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 3, name: "note", keyPath: \.note) {
              _note = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 3)
            guard _$observationRegistrar.isObservedOrTracking(id: 3) else {
              yield &_note
              return
            }
            _$observationRegistrar.willSet(self, id: 3, name: "note", keyPath: \.note)
            defer {
              _$observationRegistrar.didSet(self, id: 3, name: "note", keyPath: \.note)
            }
            yield &_note
          }
        }
        private var _note: String?
        init(owner: Tree) {
          self.owner = owner
        }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Node, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Node._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Node, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Node._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Node.parent:
            return 0
          case \Node.owner:
            return 1
          case \Node.label:
            return 2
          case \Node.note:
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

      extension Node: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  /// Like the toolchain, the observers move to the backing storage, so they run on every write
  /// (through the setter or `_modify`). The compiler drops them from the property itself; the test
  /// harness's expansion still prints them next to the generated accessors.
  @Test func willSetAndDidSetMoveToStorage() {
    assertMacro {
      """
      @Observable
      final class Player {
        var volume: Int = 5 {
          willSet { print("will", newValue) }
          didSet {
            if volume != oldValue {
              print("did", oldValue)
            }
          }
        }
      }
      """
    } expansion: {
      #"""
      final class Player {
        var volume: Int {
          willSet { print("will", newValue) }
          didSet {
            if volume != oldValue {
              print("did", oldValue)
            }
          }
          @storageRestrictions(initializes: _volume)
          init(initialValue) {
            _volume = initialValue
          }

          get {
            _$observationRegistrar.access(self, id: 0)
            return _volume
          }

          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_volume, newValue) else {
              _volume = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "volume", keyPath: \.volume) {
              _volume = newValue
            }
          }

          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _volume
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "volume", keyPath: \.volume)
            }
            defer {
              _volume = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "volume", keyPath: \.volume)
              }
            }
            yield &value
          }
        }
        private var _volume: Int = 5 {
          willSet {
            print("will", newValue)
          }
          didSet {
            if volume != oldValue {
              print("did", oldValue)
            }
          }
        }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Player, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Player._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Player, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Player._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Player.volume:
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

      extension Player: nonisolated Observatory.Observable {
      }
      """#
    }
  }
}
