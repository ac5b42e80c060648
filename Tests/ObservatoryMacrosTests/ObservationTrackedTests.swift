import MacroTesting
import Testing

/// `@ObservationTracked` and `@ObservationIgnored` on their own.
@Suite(.macros(observatoryMacros, indentationWidth: .spaces(2), record: snapshotRecording))
struct ObservationTrackedTests {
  /// The bare form identifies the property by key path and has no `_modify`.
  @Test func bareFormWrittenByHand() {
    assertMacro {
      """
      final class Manual {
        @ObservationTracked var value = 0
      }
      """
    } expansion: {
      #"""
      final class Manual {
        var value {
          @storageRestrictions(initializes: _value)
          init(initialValue) {
            _value = initialValue
          }
          get {
            access(keyPath: \.value)
            return _value
          }
          set {
            guard shouldNotifyObservers(_value, newValue) else {
              _value = newValue
              return
            }
            withMutation(keyPath: \.value) {
              _value = newValue
            }
          }
        }
        private var _value = 0
      }
      """#
    }
  }

  /// Observers move to the storage inside `#sourceLocation`, so diagnostics and breakpoints in
  /// their bodies point at the user's source.
  @Test func observersKeepTheirSourceLocation() {
    assertMacro {
      """
      final class Manual {
        @ObservationTracked var value: Int = 0 {
          didSet(previous) {
            if value != previous {
              print(previous)
            }
          }
        }
      }
      """
    } expansion: {
      #"""
      final class Manual {
        var value: Int {
          didSet(previous) {
            if value != previous {
              print(previous)
            }
          }
          @storageRestrictions(initializes: _value)
          init(initialValue) {
            _value = initialValue
          }

          get {
            access(keyPath: \.value)
            return _value
          }

          set {
            guard shouldNotifyObservers(_value, newValue) else {
              _value = newValue
              return
            }
            withMutation(keyPath: \.value) {
              _value = newValue
            }
          }
        }
        private var _value: Int = 0 {
          didSet(previous) {
            #sourceLocation(file: "Test.swift", line: 4)
            if value != previous {
              print(previous)
            }
            #sourceLocation()
          }
        }
      }
      """#
    }
  }

  @Test func indexedFormWithCustomAccessAndMutation() {
    assertMacro {
      """
      final class Manual {
        @ObservationTracked(id: 3, customAccess: true, customMutation: true) var value = 0
      }
      """
    } expansion: {
      #"""
      final class Manual {
        var value {
          @storageRestrictions(initializes: _value)
          init(initialValue) {
            _value = initialValue
          }
          get {
            access(keyPath: \.value)
            return _value
          }
          set {
            guard shouldNotifyObservers(_value, newValue) else {
              _value = newValue
              return
            }
            withMutation(keyPath: \.value) {
              _value = newValue
            }
          }
          _modify {
            access(keyPath: \.value)
            _$observationRegistrar.willSet(self, id: 3, name: "value", keyPath: \.value)
            var value = _value
            defer {
              _value = value
              _$observationRegistrar.didSet(self, id: 3, name: "value", keyPath: \.value)
            }
            yield &value
          }
        }
        private var _value = 0
      }
      """#
    }
  }

  @Test func handTrackedPropertyInsideObservableClassIsNotIndexed() {
    assertMacro {
      """
      @Observable
      final class Partly {
        @ObservationTracked var manual = 0
        var automatic = 0
      }
      """
    } expansion: {
      #"""
      final class Partly {
        var manual {
          @storageRestrictions(initializes: _manual)
          init(initialValue) {
            _manual = initialValue
          }
          get {
            access(keyPath: \.manual)
            return _manual
          }
          set {
            guard shouldNotifyObservers(_manual, newValue) else {
              _manual = newValue
              return
            }
            withMutation(keyPath: \.manual) {
              _manual = newValue
            }
          }
        }
        private var _manual = 0
        var automatic {
          @storageRestrictions(initializes: _automatic)
          init(initialValue) {
            _automatic = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _automatic
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_automatic, newValue) else {
              _automatic = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "automatic", keyPath: \.automatic) {
              _automatic = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _automatic
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "automatic", keyPath: \.automatic)
            }
            defer {
              _automatic = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "automatic", keyPath: \.automatic)
              }
            }
            yield &value
          }
        }
        private var _automatic = 0

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Partly, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Partly._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Partly, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Partly._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Partly.automatic:
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

      extension Partly: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  /// A property inside `#if` may not exist in every configuration, so it gets no entry in
  /// `_$observationID`. (This harness does not visit members inside `#if`; the compiler does, and
  /// `MemberRoleTests` checks that such a member gets the key-path form `@ObservationTracked`.)
  @Test func propertyInsideIfConfigUsesKeyPathForm() {
    assertMacro {
      """
      @Observable
      final class Platform {
        var shared = 0
        #if os(Linux)
        var linuxOnly = 1
        #endif
      }
      """
    } expansion: {
      #"""
      final class Platform {
        var shared {
          @storageRestrictions(initializes: _shared)
          init(initialValue) {
            _shared = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _shared
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_shared, newValue) else {
              _shared = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "shared", keyPath: \.shared) {
              _shared = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _shared
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "shared", keyPath: \.shared)
            }
            defer {
              _shared = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "shared", keyPath: \.shared)
              }
            }
            yield &value
          }
        }
        private var _shared = 0
        #if os(Linux)
        var linuxOnly = 1
        #endif

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Platform, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Platform._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Platform, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Platform._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Platform.shared:
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

      extension Platform: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func observationIgnoredGeneratesNothing() {
    assertMacro {
      """
      final class Plain {
        @ObservationIgnored var value = 0
      }
      """
    } expansion: {
      """
      final class Plain {
        var value = 0
      }
      """
    }
  }

  @Test func nonStoredDeclarationsAreLeftAlone() {
    assertMacro {
      """
      final class Plain {
        @ObservationTracked let constant = 0
        @ObservationTracked var computed: Int { 1 }
        @ObservationTracked static var shared = 0
      }
      """
    } expansion: {
      """
      final class Plain {
        let constant = 0
        var computed: Int { 1 }
        static var shared = 0
      }
      """
    }
  }
}
