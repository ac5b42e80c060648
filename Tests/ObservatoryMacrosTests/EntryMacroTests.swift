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
      extension FocusedValues {
        @Entry var note: String?
      }
      """
    } diagnostics: {
      """
      extension FocusedValues {
        @Entry var note: String?
        ┬───────────────────────
        ╰─ 🛑 '@Entry' declares values of EnvironmentValues, not of 'FocusedValues'; move it into 'extension EnvironmentValues'
      }
      """
    }
  }
}
