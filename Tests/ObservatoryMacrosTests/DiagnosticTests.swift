import MacroTesting
import Testing

/// Each misuse gets one error, where it happens, and nothing else is generated for it.
@Suite(.macros(observatoryMacros, indentationWidth: .spaces(2), record: snapshotRecording))
struct DiagnosticTests {
  @Test func structIsRejected() {
    assertMacro {
      """
      @Observable
      struct Point {
        var x = 0
      }
      """
    } diagnostics: {
      """
      @Observable
      ┬──────────
      ╰─ 🛑 '@Observable' cannot be applied to struct type 'Point'; keep a struct in '@State', or wrap it in an @Observable class
      struct Point {
        var x = 0
      }
      """
    }
  }

  @Test func enumIsRejected() {
    assertMacro {
      """
      @Observable
      enum Mode {
        case on, off
      }
      """
    } diagnostics: {
      """
      @Observable
      ┬──────────
      ╰─ 🛑 '@Observable' cannot be applied to enumeration type 'Mode'; keep an enum in '@State', or wrap it in an @Observable class
      enum Mode {
        case on, off
      }
      """
    }
  }

  @Test func actorIsRejected() {
    assertMacro {
      """
      @Observable
      actor Store {
        var items: [Int] = []
      }
      """
    } diagnostics: {
      """
      @Observable
      ┬──────────
      ╰─ 🛑 '@Observable' cannot be applied to actor type 'Store'; use a class isolated to a global actor such as @MainActor
      actor Store {
        var items: [Int] = []
      }
      """
    }
  }

  /// The toolchain names the type by its name token: generic parameters are
  /// not part of it, and backticks stay.
  @Test func genericStructIsNamedWithoutItsParameters() {
    assertMacro {
      """
      @Observable
      struct Box<Value> {
        var value: Value
      }
      """
    } diagnostics: {
      """
      @Observable
      ┬──────────
      ╰─ 🛑 '@Observable' cannot be applied to struct type 'Box'; keep a struct in '@State', or wrap it in an @Observable class
      struct Box<Value> {
        var value: Value
      }
      """
    }
  }

  @Test func backtickedActorNameKeepsItsBackticks() {
    assertMacro {
      """
      @Observable
      actor `Type` {
      }
      """
    } diagnostics: {
      """
      @Observable
      ┬──────────
      ╰─ 🛑 '@Observable' cannot be applied to actor type '`Type`'; use a class isolated to a global actor such as @MainActor
      actor `Type` {
      }
      """
    }
  }

  @Test func protocolIsRejected() {
    assertMacro {
      """
      @Observable
      protocol Model {
        var name: String { get }
      }
      """
    } diagnostics: {
      """
      @Observable
      ┬──────────
      ╰─ 🛑 '@Observable' can only be applied to a class, not a protocol; apply it to each conforming class
      protocol Model {
        var name: String { get }
      }
      """
    }
  }

  @Test func lazyPropertyIsRejected() {
    assertMacro {
      """
      @Observable
      final class Cache {
        lazy var table = [Int: String]()
        var hits = 0
      }
      """
    } diagnostics: {
      """
      @Observable
      final class Cache {
        lazy var table = [Int: String]()
        ┬───
        ╰─ 🛑 '@Observable' cannot track a lazy property; mark it '@ObservationIgnored' or make it a computed property
        var hits = 0
      }
      """
    }
  }

  @Test func propertyWrapperIsRejected() {
    assertMacro {
      """
      @Observable
      final class Preferences {
        @Clamped(0...10) var volume = 5
      }
      """
    } diagnostics: {
      """
      @Observable
      final class Preferences {
        @Clamped(0...10) var volume = 5
        ┬───────────────
        ╰─ 🛑 property wrappers cannot be observed; mark '@ObservationIgnored' to keep the wrapper, or remove the wrapper
      }
      """
    }
  }

  /// Built-in attributes and global actors are not property wrappers.
  @Test func attributesThatAreNotWrappersAreAccepted() {
    assertMacro {
      """
      @Observable
      final class Annotated {
        @available(*, deprecated) @DatabaseActor var legacy = 0
      }
      """
    } expansion: {
      #"""
      final class Annotated {
        @available(*, deprecated) @DatabaseActor
        var legacy {
          @storageRestrictions(initializes: _legacy)
          init(initialValue) {
            _legacy = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _legacy
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_legacy, newValue) else {
              _legacy = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "legacy", keyPath: \.legacy) {
              _legacy = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _legacy
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "legacy", keyPath: \.legacy)
            }
            defer {
              _legacy = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "legacy", keyPath: \.legacy)
              }
            }
            yield &value
          }
        }

        @available(*, deprecated) @DatabaseActor
        private var _legacy = 0

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Annotated, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Annotated._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Annotated, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Annotated._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Annotated.legacy:
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

      extension Annotated: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func severalBindingsAreRejected() {
    assertMacro {
      """
      @Observable
      final class Size {
        var width = 0, height = 0
      }
      """
    } diagnostics: {
      """
      @Observable
      final class Size {
        var width = 0, height = 0
        ┬──
        ╰─ 🛑 declare each observed property with its own 'var'
      }
      """
    }
  }

  @Test func tuplePatternIsRejected() {
    assertMacro {
      """
      @Observable
      final class Range {
        var (low, high) = (0, 10)
      }
      """
    } diagnostics: {
      """
      @Observable
      final class Range {
        var (low, high) = (0, 10)
            ┬──────────
            ╰─ 🛑 tuple patterns cannot be observed; declare each property with its own 'var'
      }
      """
    }
  }

  /// `@ObservationIgnored` opts a member out, so nothing is diagnosed. (Several bindings under one
  /// `@ObservationIgnored` are still an error from the compiler, since it is an accessor macro.)
  @Test func ignoredMembersAreNotDiagnosed() {
    assertMacro {
      """
      @Observable
      final class Quiet {
        @ObservationIgnored lazy var table = [Int]()
        @ObservationIgnored @Clamped(0...10) var volume = 5
        let (low, high) = (0, 10)
        let width = 0, height = 0
      }
      """
    } expansion: {
      """
      final class Quiet {
        lazy var table = [Int]()
        @Clamped(0...10) var volume = 5
        let (low, high) = (0, 10)
        let width = 0, height = 0

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Quiet, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Quiet._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Quiet, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Quiet._$observationID(for: keyPath), mutation)
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

      extension Quiet: nonisolated Observatory.Observable {
      }
      """
    }
  }
}
