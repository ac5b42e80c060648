import MacroTesting
import Testing

/// Global-actor isolation: helpers stay `nonisolated`; a property's actor stays on its storage.
@Suite(.macros(observatoryMacros, indentationWidth: .spaces(2), record: snapshotRecording))
struct IsolationTests {
  @Test func mainActorClass() {
    assertMacro {
      """
      @MainActor
      @Observable
      final class ViewModel {
        var title = ""
      }
      """
    } expansion: {
      #"""
      @MainActor
      final class ViewModel {
        var title {
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _title
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_title, newValue) else {
              _title = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "title", keyPath: \.title) {
              _title = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            guard _$observationRegistrar.isObservedOrTracking(id: 0) else {
              yield &_title
              return
            }
            _$observationRegistrar.willSet(self, id: 0, name: "title", keyPath: \.title)
            defer {
              _$observationRegistrar.didSet(self, id: 0, name: "title", keyPath: \.title)
            }
            yield &_title
          }
        }
        private var _title = ""

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<ViewModel, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: ViewModel._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<ViewModel, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: ViewModel._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \ViewModel.title:
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

      extension ViewModel: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func mainActorProperty() {
    assertMacro {
      """
      @Observable
      final class Mixed {
        @MainActor var selection = 0
        nonisolated var background = 0
      }
      """
    } expansion: {
      #"""
      final class Mixed {
        @MainActor
        var selection {
          @storageRestrictions(initializes: _selection)
          init(initialValue) {
            _selection = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _selection
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_selection, newValue) else {
              _selection = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "selection", keyPath: \.selection) {
              _selection = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _selection
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "selection", keyPath: \.selection)
            }
            defer {
              _selection = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "selection", keyPath: \.selection)
              }
            }
            yield &value
          }
        }

        @MainActor
        private var _selection = 0
        nonisolated var background {
          @storageRestrictions(initializes: _background)
          init(initialValue) {
            _background = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 1)
            return _background
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 1), shouldNotifyObservers(_background, newValue) else {
              _background = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 1, name: "background", keyPath: \.background) {
              _background = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 1)
            var value = _background
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 1)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 1, name: "background", keyPath: \.background)
            }
            defer {
              _background = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 1, name: "background", keyPath: \.background)
              }
            }
            yield &value
          }
        }
        private nonisolated var _background = 0

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Mixed, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Mixed._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Mixed, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Mixed._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Mixed.selection:
            return 0
          case \Mixed.background:
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

      extension Mixed: nonisolated Observatory.Observable {
      }
      """#
    }
  }
}
