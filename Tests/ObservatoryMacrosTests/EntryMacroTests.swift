import MacroTesting
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

@Suite(.macros(["Entry": MacroSpec(type: EntryMacro.self)], indentationWidth: .spaces(2), record: snapshotRecording))
struct EntryMacroTests {
  @Test func anEntryReadsAndWritesItsKey() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var accent: Color = .blue
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        var accent: Color {
          get {
            self[__Key_accent.self]
          }
          set {
            self[__Key_accent.self] = newValue
          }
        }

        private struct __Key_accent: EnvironmentKey {
          static var defaultValue: Color {
            .blue
          }
        }
      }
      """
    }
  }

  @Test func anOptionalWithoutValueDefaultsToNil() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry public var session: Session?
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        public var session: Session? {
          get {
            self[__Key_session.self]
          }
          set {
            self[__Key_session.self] = newValue
          }
        }

        private struct __Key_session: EnvironmentKey {
          static var defaultValue: Session? {
            nil
          }
        }
      }
      """
    }
  }

  @Test func aValueWithoutDefaultIsRejected() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var accent: Color
      }
      """
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry var accent: Color
                   ┬────────────
                   ╰─ 🛑 '@Entry' needs a default value for 'accent'; write '@Entry var accent: Color = …', or make the type optional
      }
      """
    }
  }

  @Test func aValueWithoutTypeIsRejected() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var scale = 1.0
      }
      """
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry var scale = 1.0
                   ┬──────────
                   ╰─ 🛑 '@Entry' needs the type of 'scale' written out, such as '@Entry var scale: Double = 1'
      }
      """
    }
  }

  @Test func aLetIsRejected() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry let accent: Color = .blue
      }
      """
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry let accent: Color = .blue
               ┬──
               ╰─ 🛑 '@Entry' needs 'var', since the environment's values can be set; write '@Entry var'
      }
      """
    }
  }

  @Test func anEntryOutsideEnvironmentValuesIsRejected() {
    assertMacro {
      """
      extension Settings {
        @Entry var note: String?
      }
      """
    } diagnostics: {
      """
      extension Settings {
        @Entry var note: String?
        ┬───────────────────────
        ╰─ 🛑 '@Entry' declares values of EnvironmentValues or FocusedValues, not of 'Settings'; move it into 'extension EnvironmentValues'
      }
      """
    }
  }

  @Test func aFocusedValueEntryNamesItsKeyByTheUnwrappedType() {
    assertMacro {
      """
      extension FocusedValues {
        @Entry var note: Binding<Note>?
      }
      """
    } expansion: {
      """
      extension FocusedValues {
        var note: Binding<Note>? {
          get {
            self[__Key_note.self]
          }
          set {
            self[__Key_note.self] = newValue
          }
        }

        private struct __Key_note: FocusedValueKey {
          typealias Value = Binding<Note>
        }
      }
      """
    }
  }

  @Test func aFocusedValueEntryMustBeOptionalAndHasNoDefault() {
    assertMacro {
      """
      extension FocusedValues {
        @Entry var count: Int
      }
      """
    } diagnostics: {
      """
      extension FocusedValues {
        @Entry var count: Int
                   ┬─────────
                   ╰─ 🛑 a focused value is there only while a view publishes it, so 'count' must be optional; write '@Entry var count: Int?'
      }
      """
    }
    assertMacro {
      """
      extension FocusedValues {
        @Entry var count: Int? = 3
      }
      """
    } diagnostics: {
      """
      extension FocusedValues {
        @Entry var count: Int? = 3
                                 ┬
                                 ╰─ 🛑 a focused value has no default: it is nil until a view publishes it; remove the value given to 'count'
      }
      """
    }
  }
}
