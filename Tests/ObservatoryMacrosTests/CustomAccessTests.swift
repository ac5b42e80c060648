import MacroTesting
import Testing

/// User-written `access(keyPath:)` / `withMutation(keyPath:_:)` are kept and called.
///
/// Such methods reach the registrar with a key path and no identity (here with the toolchain's
/// signatures), so a class that has either one identifies all its properties by key path: the
/// accessors go through both methods, `_modify` always announces, and `_$observationID` is empty.
@Suite(.macros(observatoryMacros, indentationWidth: .spaces(2), record: snapshotRecording))
struct CustomAccessTests {
  @Test func userWrittenAccess() {
    assertMacro {
      """
      @Observable
      final class Logged {
        var value = 0
        func access<Member>(keyPath: KeyPath<Logged, Member>) {
          print("read")
          _$observationRegistrar.access(self, keyPath: keyPath)
        }
      }
      """
    } expansion: {
      #"""
      final class Logged {
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
            _$observationRegistrar.willSet(self, id: 0, name: "value", keyPath: \.value)
            var value = _value
            defer {
              _value = value
              _$observationRegistrar.didSet(self, id: 0, name: "value", keyPath: \.value)
            }
            yield &value
          }
        }
        private var _value = 0
        func access<Member>(keyPath: KeyPath<Logged, Member>) {
          print("read")
          _$observationRegistrar.access(self, keyPath: keyPath)
        }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func withMutation<__macro_local_6MemberfMu_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Logged, __macro_local_6MemberfMu_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Logged._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu0_>(_ lhs: __macro_local_6MemberfMu0_, _ rhs: __macro_local_6MemberfMu0_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_: Equatable>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: AnyObject>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs != rhs
        }
      }

      extension Logged: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func userWrittenWithMutation() {
    assertMacro {
      """
      @Observable
      final class Audited {
        var value = 0
        func withMutation<Member, Result>(keyPath: KeyPath<Audited, Member>, _ mutation: () throws -> Result) rethrows -> Result {
          print("write")
          return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
        }
      }
      """
    } expansion: {
      #"""
      final class Audited {
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
            _$observationRegistrar.willSet(self, id: 0, name: "value", keyPath: \.value)
            var value = _value
            defer {
              _value = value
              _$observationRegistrar.didSet(self, id: 0, name: "value", keyPath: \.value)
            }
            yield &value
          }
        }
        private var _value = 0
        func withMutation<Member, Result>(keyPath: KeyPath<Audited, Member>, _ mutation: () throws -> Result) rethrows -> Result {
          print("write")
          return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
        }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Audited, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Audited._$observationID(for: keyPath))
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu0_>(_ lhs: __macro_local_6MemberfMu0_, _ rhs: __macro_local_6MemberfMu0_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_: Equatable>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: AnyObject>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs != rhs
        }
      }

      extension Audited: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func methodsWithOtherSignaturesAreNotCustom() {
    assertMacro {
      """
      @Observable
      final class Unrelated {
        var value = 0
        func access(_ index: Int) {}
        static func withMutation<Member>(keyPath: KeyPath<Unrelated, Member>) {}
      }
      """
    } expansion: {
      #"""
      final class Unrelated {
        var value {
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
            var value = _value
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "value", keyPath: \.value)
            }
            defer {
              _value = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "value", keyPath: \.value)
              }
            }
            yield &value
          }
        }
        private var _value = 0
        func access(_ index: Int) {}
        static func withMutation<Member>(keyPath: KeyPath<Unrelated, Member>) {}

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Unrelated, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Unrelated._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Unrelated, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Unrelated._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Unrelated.value:
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

      extension Unrelated: nonisolated Observatory.Observable {
      }
      """#
    }
  }
}
