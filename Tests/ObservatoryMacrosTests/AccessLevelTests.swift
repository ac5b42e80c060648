import MacroTesting
import Testing

/// Access levels: the backing storage is always `private`; the property keeps its own access.
@Suite(.macros(observatoryMacros, indentationWidth: .spaces(2), record: snapshotRecording))
struct AccessLevelTests {
  @Test func publicClassWithRestrictedSetter() {
    assertMacro {
      """
      @Observable
      public final class Account {
        public private(set) var balance = 0
      }
      """
    } expansion: {
      #"""
      public final class Account {
        public private(set) var balance {
          @storageRestrictions(initializes: _balance)
          init(initialValue) {
            _balance = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _balance
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_balance, newValue) else {
              _balance = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "balance", keyPath: \.balance) {
              _balance = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _balance
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "balance", keyPath: \.balance)
            }
            defer {
              _balance = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "balance", keyPath: \.balance)
              }
            }
            yield &value
          }
        }
        private var _balance = 0

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Account, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Account._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Account, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Account._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Account.balance:
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

      extension Account: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func fileprivateAndPackageProperties() {
    assertMacro {
      """
      @Observable
      package final class Document {
        fileprivate var draft = ""
        package var title = ""
      }
      """
    } expansion: {
      #"""
      package final class Document {
        fileprivate var draft {
          @storageRestrictions(initializes: _draft)
          init(initialValue) {
            _draft = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _draft
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_draft, newValue) else {
              _draft = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "draft", keyPath: \.draft) {
              _draft = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            guard _$observationRegistrar.isObservedOrTracking(id: 0) else {
              yield &_draft
              return
            }
            _$observationRegistrar.willSet(self, id: 0, name: "draft", keyPath: \.draft)
            defer {
              _$observationRegistrar.didSet(self, id: 0, name: "draft", keyPath: \.draft)
            }
            yield &_draft
          }
        }
        private var _draft = ""
        package var title {
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 1)
            return _title
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 1), shouldNotifyObservers(_title, newValue) else {
              _title = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 1, name: "title", keyPath: \.title) {
              _title = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 1)
            guard _$observationRegistrar.isObservedOrTracking(id: 1) else {
              yield &_title
              return
            }
            _$observationRegistrar.willSet(self, id: 1, name: "title", keyPath: \.title)
            defer {
              _$observationRegistrar.didSet(self, id: 1, name: "title", keyPath: \.title)
            }
            yield &_title
          }
        }
        private var _title = ""

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Document, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Document._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Document, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Document._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Document.draft:
            return 0
          case \Document.title:
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

      extension Document: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func openClassWithOpenProperty() {
    assertMacro {
      """
      @Observable
      open class Theme {
        open var accent = 0
        private var secret = 1
      }
      """
    } expansion: {
      #"""
      open class Theme {
        open var accent {
          @storageRestrictions(initializes: _accent)
          init(initialValue) {
            _accent = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _accent
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_accent, newValue) else {
              _accent = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "accent", keyPath: \.accent) {
              _accent = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _accent
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "accent", keyPath: \.accent)
            }
            defer {
              _accent = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "accent", keyPath: \.accent)
              }
            }
            yield &value
          }
        }
        private var _accent = 0
        private var secret {
          @storageRestrictions(initializes: _secret)
          init(initialValue) {
            _secret = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 1)
            return _secret
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 1), shouldNotifyObservers(_secret, newValue) else {
              _secret = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 1, name: "secret", keyPath: \.secret) {
              _secret = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 1)
            var value = _secret
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 1)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 1, name: "secret", keyPath: \.secret)
            }
            defer {
              _secret = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 1, name: "secret", keyPath: \.secret)
              }
            }
            yield &value
          }
        }
        private var _secret = 1

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Theme, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Theme._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Theme, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Theme._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Theme.accent:
            return 0
          case \Theme.secret:
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

      extension Theme: nonisolated Observatory.Observable {
      }
      """#
    }
  }
}
