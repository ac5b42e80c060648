import MacroTesting
import Testing

/// `#Preview` and `@Previewable`, as SwiftUI code writes them.
@Suite(
  .macros(
    ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self],
    indentationWidth: .spaces(2), record: snapshotRecording))
struct PreviewMacroTests {
  @Test func unnamedPreview() {
    assertMacro {
      """
      #Preview {
        ContentView()
      }
      """
    } expansion: {
      """
      @MainActor
      struct __macro_local_18ObservatoryPreviewfMu_: ObservatoryUI._PreviewRegistration {
        struct __macro_local_7ContentfMu_: ObservatoryUI.View {
          var body: some ObservatoryUI.View {
            ContentView()
          }
        }
        static var preview: ObservatoryUI._PreviewDescriptor {
          ObservatoryUI._PreviewDescriptor(
            name: nil, fileID: "TestModule/Test.swift", line: 1,
            traits: [] as [ObservatoryUI.PreviewTrait<ObservatoryUI.Preview.ViewTraits>]
          ) {
            __macro_local_7ContentfMu_()
          }
        }
      }
      """
    }
  }

  @Test func aClosureThatReturnsItsViewReturnsAnyView() {
    assertMacro {
      """
      #Preview {
        do {
          return try Detail(book: .sample())
        } catch {
          return Text("Failed")
        }
      }
      """
    } expansion: {
      """
      @MainActor
      struct __macro_local_18ObservatoryPreviewfMu_: ObservatoryUI._PreviewRegistration {
        struct __macro_local_7ContentfMu_: ObservatoryUI.View {
          func __macro_local_4viewfMu_() -> any ObservatoryUI.View {
            do {
                return try Detail(book: .sample())
              } catch {
                return Text("Failed")
              }
          }
          var body: some ObservatoryUI.View {
            ObservatoryUI.AnyView(erasing: __macro_local_4viewfMu_())
          }
        }
        static var preview: ObservatoryUI._PreviewDescriptor {
          ObservatoryUI._PreviewDescriptor(
            name: nil, fileID: "TestModule/Test.swift", line: 1,
            traits: [] as [ObservatoryUI.PreviewTrait<ObservatoryUI.Preview.ViewTraits>]
          ) {
            __macro_local_7ContentfMu_()
          }
        }
      }
      """
    }
  }

  @Test func aReturnInsideAClosureKeepsTheViewBuilder() {
    assertMacro {
      """
      #Preview {
        let names = ["a", "b"].map { name in return name.uppercased() }
        Text(names.joined())
      }
      """
    } expansion: {
      """
      @MainActor
      struct __macro_local_18ObservatoryPreviewfMu_: ObservatoryUI._PreviewRegistration {
        struct __macro_local_7ContentfMu_: ObservatoryUI.View {
          var body: some ObservatoryUI.View {
            let names = ["a", "b"].map { name in
              return name.uppercased()
            }
            Text(names.joined())
          }
        }
        static var preview: ObservatoryUI._PreviewDescriptor {
          ObservatoryUI._PreviewDescriptor(
            name: nil, fileID: "TestModule/Test.swift", line: 1,
            traits: [] as [ObservatoryUI.PreviewTrait<ObservatoryUI.Preview.ViewTraits>]
          ) {
            __macro_local_7ContentfMu_()
          }
        }
      }
      """
    }
  }

  @Test func namedPreviewWithTraits() {
    assertMacro {
      """
      #Preview("Dark", traits: .sizeThatFitsLayout, .landscapeLeft) {
        let model = Model.sample
        ContentView(model: model)
      }
      """
    } expansion: {
      """
      @MainActor
      struct __macro_local_18ObservatoryPreviewfMu_: ObservatoryUI._PreviewRegistration {
        struct __macro_local_7ContentfMu_: ObservatoryUI.View {
          var body: some ObservatoryUI.View {
            let model = Model.sample
            ContentView(model: model)
          }
        }
        static var preview: ObservatoryUI._PreviewDescriptor {
          ObservatoryUI._PreviewDescriptor(
            name: "Dark", fileID: "TestModule/Test.swift", line: 1,
            traits: [.sizeThatFitsLayout, .landscapeLeft] as [ObservatoryUI.PreviewTrait<ObservatoryUI.Preview.ViewTraits>]
          ) {
            __macro_local_7ContentfMu_()
          }
        }
      }
      """
    }
  }

  @Test func previewableVariablesBecomeTheViewsState() {
    assertMacro {
      """
      #Preview {
        @Previewable @State var isOn = false
        @Previewable @FocusState var focused: Bool
        Toggle("On", isOn: $isOn)
      }
      """
    } expansion: {
      """
      @MainActor
      struct __macro_local_18ObservatoryPreviewfMu_: ObservatoryUI._PreviewRegistration {
        struct __macro_local_7ContentfMu_: ObservatoryUI.View {
          @State var isOn = false
          @FocusState var focused: Bool
          var body: some ObservatoryUI.View {
            Toggle("On", isOn: $isOn)
          }
        }
        static var preview: ObservatoryUI._PreviewDescriptor {
          ObservatoryUI._PreviewDescriptor(
            name: nil, fileID: "TestModule/Test.swift", line: 1,
            traits: [] as [ObservatoryUI.PreviewTrait<ObservatoryUI.Preview.ViewTraits>]
          ) {
            __macro_local_7ContentfMu_()
          }
        }
      }
      """
    }
  }

  @Test func aPreviewWithoutAClosureSaysWhatToWrite() {
    assertMacro {
      """
      #Preview("Empty")
      """
    } diagnostics: {
      """
      #Preview("Empty")
      ┬────────────────
      ╰─ 🛑 '#Preview' needs a closure that returns the view to show; write '#Preview { MyView() }'
      """
    }
  }

  @Test func previewableOutsideAPreviewIsAnError() {
    assertMacro {
      """
      struct V {
        @Previewable var x = 0
      }
      """
    } diagnostics: {
      """
      struct V {
        @Previewable var x = 0
        ┬───────────
        ╰─ 🛑 '@Previewable' only applies to a variable declared at the top level of a '#Preview' closure; move the declaration there, or remove '@Previewable'
      }
      """
    }
  }

  @Test func aPlainPreviewableVariableNeedsAValue() {
    assertMacro {
      """
      #Preview {
        @Previewable var count: Int
        Text("\\(count)")
      }
      """
    } diagnostics: {
      #"""
      #Preview {
        @Previewable var count: Int
        ┬──────────────────────────
        ╰─ 🛑 '@Previewable' variables need an initial value, such as '@Previewable @State var count = 0'
        Text("\(count)")
      }
      """#
    }
  }

  @Test func anUnknownArgumentIsNamed() {
    assertMacro {
      """
      #Preview("A", device: .phone) {
        Text("A")
      }
      """
    } diagnostics: {
      """
      #Preview("A", device: .phone) {
                    ┬─────────────
                    ╰─ 🛑 '#Preview' takes an optional name, 'traits:' and the view closure; remove this argument
        Text("A")
      }
      """
    }
  }
}
