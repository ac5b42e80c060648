import ObservatoryTesting
import ObservatoryUI
import Testing

@Observable final class PrintedProfile {
    var name = "Ada"
    var isLoading = false
}

struct PrintedNameView: View {
    let profile: PrintedProfile
    var body: some View {
        let _ = Self._printChanges()
        Text(profile.name)
    }
}

struct PrintedCounterView: View {
    @State private var count = 0
    @Binding var query: String
    var body: some View {
        let _ = Self._printChanges()
        Button("Count \(count) \(query)") { count += 1 }
    }
}

struct PrintedScreen: View {
    @State private var query = ""
    let profile: PrintedProfile
    var body: some View {
        VStack {
            TextField("Query", text: $query)
            PrintedNameView(profile: profile)
            PrintedCounterView(query: $query)
        }
    }
}

struct PrintedThemeView: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let _ = Self._printChanges()
        Text(scheme == .dark ? "dark" : "light")
    }
}

/// Collects what `_printChanges()` prints while `body` runs.
@MainActor
func printedLines(_ body: () throws -> Void) rethrows -> [String] {
    var lines: [String] = []
    let original = ChangeLog.output
    ChangeLog.output = { lines.append($0) }
    defer { ChangeLog.output = original }
    try body()
    return lines
}

@MainActor
@Suite("Self._printChanges()", .serialized)
struct PrintChangesTests {
    @Test func namesTheObjectAndPropertyThatChanged() throws {
        let profile = PrintedProfile()
        var host: ViewHost!
        let mounted = printedLines { host = ViewHost(PrintedScreen(profile: profile)) }
        #expect(mounted == ["PrintedNameView: first evaluation.", "PrintedCounterView: first evaluation."])

        let identity = "0x" + String(UInt(bitPattern: ObjectIdentifier(profile)), radix: 16)
        let renamed = printedLines {
            profile.name = "Grace"
            host.update()
        }
        #expect(renamed == ["PrintedNameView: PrintedProfile(\(identity)).name changed."])

        // A property the body never read prints nothing.
        let unread = printedLines {
            profile.isLoading = true
            host.update()
        }
        #expect(unread == [])
    }

    @Test func namesStateBindingsAndNewInputs() throws {
        let host = ViewHost(PrintedScreen(profile: PrintedProfile()))
        let tapped = try printedLines { try host.tap(.role(.button)) }
        #expect(tapped == ["PrintedCounterView: @State PrintedCounterView.count changed."])

        let typed = try printedLines { try host.type("a", into: "Query") }
        #expect(typed == ["PrintedCounterView: @Binding to @State PrintedScreen.query changed."])
    }

    @Test func namesTheEnvironmentValue() throws {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let host = ViewHost(PrintedThemeView(), environment: environment)
        let lines = printedLines {
            host.graph.updateEnvironment { $0.colorScheme = .dark }
            host.update()
        }
        #expect(lines == ["PrintedThemeView: environment \\.colorScheme changed."])
    }

    @Test func outsideABodyItPrintsNothing() {
        let lines = printedLines { PrintedNameView._printChanges() }
        #expect(lines == [])
    }
}
