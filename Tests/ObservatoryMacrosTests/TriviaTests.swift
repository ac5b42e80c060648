import MacroTesting
import Testing

/// The backing storage keeps the user's comments: before the declaration,
/// between attributes, and after an attribute on its line.
@Suite(.macros(observatoryMacros, indentationWidth: .spaces(2), record: snapshotRecording))
struct TriviaTests {
  @Test func trailingCommentAfterAnAttributeStaysOnItsLine() {
    assertMacro {
      """
      final class Manual {
        @MainActor // keeps the comment
        @ObservationTracked var title = ""
      }
      """
    } expansion: {
      #"""
      final class Manual {
        @MainActor // keeps the comment
        var title {
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            access(keyPath: \.title)
            return _title
          }
          set {
            guard shouldNotifyObservers(_title, newValue) else {
              _title = newValue
              return
            }
            withMutation(keyPath: \.title) {
              _title = newValue
            }
          }
        }

        @MainActor // keeps the comment
        private var _title = ""
      }
      """#
    }
  }

  @Test func commentLineBetweenAttributes() {
    assertMacro {
      """
      final class Manual {
        @MainActor
        // why it is isolated
        @available(*, deprecated, message: "use name")
        @ObservationTracked var title = ""
      }
      """
    } expansion: {
      #"""
      final class Manual {
        @MainActor
        // why it is isolated
        @available(*, deprecated, message: "use name")
        var title {
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            access(keyPath: \.title)
            return _title
          }
          set {
            guard shouldNotifyObservers(_title, newValue) else {
              _title = newValue
              return
            }
            withMutation(keyPath: \.title) {
              _title = newValue
            }
          }
        }

        @MainActor
        // why it is isolated
        @available(*, deprecated, message: "use name")
        private var _title = ""
      }
      """#
    }
  }

  @Test func docCommentAndBlockComment() {
    assertMacro {
      """
      final class Manual {
        /// The title shown in the list.
        /* not localized yet */
        @ObservationTracked var title = ""
      }
      """
    } expansion: {
      #"""
      final class Manual {
        /// The title shown in the list.
        /* not localized yet */
        var title {
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            access(keyPath: \.title)
            return _title
          }
          set {
            guard shouldNotifyObservers(_title, newValue) else {
              _title = newValue
              return
            }
            withMutation(keyPath: \.title) {
              _title = newValue
            }
          }
        }

        /// The title shown in the list.
        /* not localized yet */
        private var _title = ""
      }
      """#
    }
  }
}

/// The storage's layout, with the attribute the macro adds left in view: these expansions leave
/// `@ObservationIgnored` unexpanded. The layout is the toolchain's (its
/// `-dump-macro-expansions`): the user's attributes as written, `@ObservationIgnored` on a line of
/// its own, then `private` and the rest; every comment of the declaration is kept, once.
@Suite(.macros(observatoryMacrosKeepingIgnored, indentationWidth: .spaces(2), record: snapshotRecording))
struct StorageLayoutTests {
  /// The compiler's own expansion of `@Observable` puts `@ObservationTracked` last among the
  /// attributes, as here. (Through `@Observable`, this test harness would also move the comment
  /// after the last attribute to a line of its own, which the compiler does not.)
  @Test func inlineCommentsBetweenAttributesAndModifiers() {
    assertMacro {
      """
      final class Model {
        /// Doc comment.
        @MainActor /* inline */ @available(*, deprecated) /* before modifier */ @ObservationTracked public /* after modifier */ var title = "" // trailing
      }
      """
    } expansion: {
      #"""
      final class Model {
        /// Doc comment.
        @MainActor /* inline */ @available(*, deprecated) /* before modifier */ public /* after modifier */ var title { // trailing
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            access(keyPath: \.title)
            return _title
          }
          set {
            guard shouldNotifyObservers(_title, newValue) else {
              _title = newValue
              return
            }
            withMutation(keyPath: \.title) {
              _title = newValue
            }
          }
        }

        /// Doc comment.
        @MainActor /* inline */ @available(*, deprecated) /* before modifier */
        @ObservationIgnored
        private /* after modifier */ var _title = "" // trailing
      }
      """#
    }
  }

  @Test func commentsAroundTheTrackingAttributeAndAmongModifiers() {
    assertMacro {
      """
      final class Manual {
        // Marked by hand.
        @ObservationTracked /* tracked */ @MainActor
        // between the attributes and the modifiers
        public /* setter */ private(set) /* reference */ weak var owner: Manual? /* optional */ = nil
      }
      """
    } expansion: {
      #"""
      final class Manual {
        // Marked by hand.
        /* tracked */ @MainActor
        // between the attributes and the modifiers
        public /* setter */ private(set) /* reference */ weak var owner: Manual? /* optional */ {
          @storageRestrictions(initializes: _owner)
          init(initialValue) {
            _owner = initialValue
          }
          get {
            access(keyPath: \.owner)
            return _owner
          }
          set {
            guard shouldNotifyObservers(_owner, newValue) else {
              _owner = newValue
              return
            }
            withMutation(keyPath: \.owner) {
              _owner = newValue
            }
          }
        }

        // Marked by hand.
        /* tracked */ @MainActor
        // between the attributes and the modifiers
        @ObservationIgnored
        private /* setter */ /* reference */ weak var _owner: Manual? /* optional */ = nil
      }
      """#
    }
  }

  @Test func commentsInAndAroundObservers() {
    assertMacro {
      """
      final class Manual {
        @ObservationTracked var volume = 5 { // observers
          // before willSet
          willSet { // on the brace line
            // before the first statement
            print(newValue) // after a statement
            // after the last statement
          }
          didSet { print(oldValue) } // after didSet
        } // after the block
      }
      """
    } expansion: {
      #"""
      final class Manual {
        var volume { // observers
          // before willSet
          willSet { // on the brace line
            // before the first statement
            print(newValue) // after a statement
            // after the last statement
          }
          didSet { print(oldValue) } // after didSet
          @storageRestrictions(initializes: _volume)
          init(initialValue) {
            _volume = initialValue
          }

          get {
            access(keyPath: \.volume)
            return _volume
          }

          set {
            guard shouldNotifyObservers(_volume, newValue) else {
              _volume = newValue
              return
            }
            withMutation(keyPath: \.volume) {
              _volume = newValue
            }
          }
        } // after the block

        @ObservationIgnored
        private var _volume = 5 {
          // observers
          // before willSet
          willSet {
            // on the brace line
            // before the first statement
            #sourceLocation(file: "Test.swift", line: 6)
            print(newValue) // after a statement
            // after the last statement
            #sourceLocation()
          }
          didSet {
            #sourceLocation(file: "Test.swift", line: 9)
            print(oldValue)
            #sourceLocation()
          }
          // after didSet
        } // after the block
      }
      """#
    }
  }
}
