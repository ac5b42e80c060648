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
