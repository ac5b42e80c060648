import MacroTesting
import Testing

/// Generic, nested and inheriting classes, and the conformance extension.
@Suite(.macros(observatoryMacros, indentationWidth: .spaces(2), record: snapshotRecording))
struct ClassShapeTests {
  @Test func genericClassUsesItsBareName() {
    assertMacro {
      """
      @Observable
      final class Box<Value> {
        var value: Value
        init(_ value: Value) {
          self.value = value
        }
      }
      """
    } expansion: {
      #"""
      final class Box<Value> {
        var value: Value {
          @storageRestrictions(initializes: _value)
          init(initialValue) {
            _value = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _value
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_value, newValue) else {
              _value = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "value", keyPath: \.value) {
              _value = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            guard _$observationRegistrar.isObservedOrTracking(id: 0) else {
              yield &_value
              return
            }
            _$observationRegistrar.willSet(self, id: 0, name: "value", keyPath: \.value)
            defer {
              _$observationRegistrar.didSet(self, id: 0, name: "value", keyPath: \.value)
            }
            yield &_value
          }
        }
        private var _value: Value
        init(_ value: Value) {
          self.value = value
        }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Box, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Box._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Box, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Box._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Box.value:
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

      extension Box: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func nestedClass() {
    assertMacro {
      """
      enum Screen {
        @Observable
        final class Model {
          var isLoading = false
        }
      }
      """
    } expansion: {
      #"""
      enum Screen {
        final class Model {
          var isLoading {
            @storageRestrictions(initializes: _isLoading)
            init(initialValue) {
              _isLoading = initialValue
            }
            get {
              _$observationRegistrar.access(self, id: 0)
              return _isLoading
            }
            set {
              guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_isLoading, newValue) else {
                _isLoading = newValue
                return
              }
              _$observationRegistrar.withMutation(of: self, id: 0, name: "isLoading", keyPath: \.isLoading) {
                _isLoading = newValue
              }
            }
            _modify {
              _$observationRegistrar.access(self, id: 0)
              var value = _isLoading
              let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
              if isObserved {
                _$observationRegistrar.willSet(self, id: 0, name: "isLoading", keyPath: \.isLoading)
              }
              defer {
                _isLoading = value
                if isObserved {
                  _$observationRegistrar.didSet(self, id: 0, name: "isLoading", keyPath: \.isLoading)
                }
              }
              yield &value
            }
          }
          private var _isLoading = false

          private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

          internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Model, __macro_local_6MemberfMu_>) {
            _$observationRegistrar.access(self, keyPath: keyPath, id: Model._$observationID(for: keyPath))
          }

          internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Model, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
            try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Model._$observationID(for: keyPath), mutation)
          }

          private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
            switch keyPath {
            case \Model.isLoading:
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
      }

      extension Screen.Model: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func nonFinalClass() {
    assertMacro {
      """
      @Observable
      class Shape {
        var sides = 3
      }
      """
    } expansion: {
      #"""
      class Shape {
        var sides {
          @storageRestrictions(initializes: _sides)
          init(initialValue) {
            _sides = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _sides
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_sides, newValue) else {
              _sides = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "sides", keyPath: \.sides) {
              _sides = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _sides
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "sides", keyPath: \.sides)
            }
            defer {
              _sides = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "sides", keyPath: \.sides)
              }
            }
            yield &value
          }
        }
        private var _sides = 3

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Shape, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Shape._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Shape, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Shape._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Shape.sides:
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

      extension Shape: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func availabilityIsCopiedToTheConformance() {
    assertMacro {
      """
      @available(macOS 14, *)
      @Observable
      final class Recent {
        var items: [String] = []
      }
      """
    } expansion: {
      #"""
      @available(macOS 14, *)
      final class Recent {
        var items: [String] {
          @storageRestrictions(initializes: _items)
          init(initialValue) {
            _items = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _items
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_items, newValue) else {
              _items = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "items", keyPath: \.items) {
              _items = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            guard _$observationRegistrar.isObservedOrTracking(id: 0) else {
              yield &_items
              return
            }
            _$observationRegistrar.willSet(self, id: 0, name: "items", keyPath: \.items)
            defer {
              _$observationRegistrar.didSet(self, id: 0, name: "items", keyPath: \.items)
            }
            yield &_items
          }
        }
        private var _items: [String] = []

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Recent, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Recent._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Recent, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Recent._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Recent.items:
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

      @available(macOS 14, *) extension Recent: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  /// A subclass of an `@Observable` class already conforms, so the compiler asks for no
  /// conformance and no extension is added; the subclass gets its own registrar and identities.
  @Test func subclassOfObservableClass() {
    assertMacro(observatoryMacrosAlreadyConforming) {
      """
      @Observable
      final class Square: Shape {
        var side = 1.0
      }
      """
    } expansion: {
      #"""
      final class Square: Shape {
        var side {
          @storageRestrictions(initializes: _side)
          init(initialValue) {
            _side = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _side
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_side, newValue) else {
              _side = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "side", keyPath: \.side) {
              _side = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _side
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "side", keyPath: \.side)
            }
            defer {
              _side = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "side", keyPath: \.side)
              }
            }
            yield &value
          }
        }
        private var _side = 1.0

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Square, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Square._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Square, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Square._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Square.side:
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
      """#
    }
  }
}
