import Testing
import ObservatoryUI

@Observable final class StyleModel {
    var isLarge = false
    var isValid = false
    var taps = 0
}

struct StyledText: View {
    let model: StyleModel
    var body: some View {
        VStack {
            Text("Title").font(model.isLarge ? .largeTitle : .title2)
            Text("Expense").font(.caption).foregroundStyle(.secondary)
            Text("$12").font(.title3).fontWeight(.medium).foregroundStyle(.primary)
            Text("Bold").bold().italic()
            Text("System").font(.system(size: 17, weight: .semibold, design: .rounded))
            Text("Red").foregroundColor(.red)
            Text("Custom").foregroundStyle(Color(red: 1, green: 0.5, blue: 0))
            Text("Limited").lineLimit(2).multilineTextAlignment(.center)
            Text("Plain")
            Text("Chained").font(.headline.bold().italic())
            Text("Mono").font(.custom("Menlo", size: 12).monospaced()).fontWeight(.light)
        }
    }
}

struct InheritedFont: View {
    var body: some View {
        VStack {
            Text("Outer")
            Text("Inner").font(.body)
        }
        .font(.headline)
        .foregroundStyle(.tertiary)
    }
}

struct StyledButtons: View {
    let model: StyleModel
    var body: some View {
        VStack {
            Button("Add") { model.taps += 1 }
                .buttonStyle(.borderedProminent)
                .disabled(!model.isValid)
            Button("Done") { model.taps += 1 }
                .tint(.green)
                .buttonStyle(.plain)
            Button("Delete", role: .destructive) { model.taps += 1 }
                .buttonStyle(.bordered)
            Button("Cancel", role: .cancel) { model.taps += 1 }
                .buttonStyle(.borderless)
        }
    }
}

@MainActor
@Suite struct StyleTests {
    @Test func textCarriesFontWeightAndForeground() throws {
        let graph = ViewGraph(StyledText(model: StyleModel()))
        #expect(graph.rootElement.all(.text).map { $0.textLine() } == [
            #"text "Title" font=title2"#,
            #"text "Expense" font=caption foreground=secondary"#,
            #"text "$12" font=title3 foreground=primary weight=medium"#,
            #"text "Bold" italic=true weight=bold"#,
            #"text "System" design=rounded font=system(17) weight=semibold"#,
            #"text "Red" foreground=red"#,
            #"text "Custom" foreground=#FF8000"#,
            #"text "Limited" lineLimit=2 textAlignment=center"#,
            #"text "Plain""#,
            #"text "Chained" font=headline italic=true weight=bold"#,
            #"text "Mono" design=monospaced font=custom(Menlo,12) weight=light"#,
        ])
    }

    @Test func fontChangeUpdatesOnlyThatText() throws {
        let model = StyleModel()
        let graph = ViewGraph(StyledText(model: model))
        let title = try #require(graph.rootElement.all(.text).first)
        model.isLarge = true
        let changes = graph.update()
        #expect(title["font"] == "largeTitle")
        #expect(changes.changedNames == [title.id: ["font"]])
    }

    @Test func innerFontWinsAndStylesAreInherited() throws {
        let graph = ViewGraph(InheritedFont())
        #expect(graph.rootElement.all(.text).map { $0.textLine() } == [
            #"text "Outer" font=headline foreground=tertiary"#,
            #"text "Inner" font=body foreground=tertiary"#,
        ])
    }

    @Test func buttonsCarryStyleTintAndRole() throws {
        let graph = ViewGraph(StyledButtons(model: StyleModel()))
        #expect(graph.rootElement.all(.button).map { $0.textLine() } == [
            "button buttonStyle=borderedProminent disabled=true",
            "button buttonStyle=plain tint=green",
            "button buttonStyle=bordered role=destructive",
            "button buttonStyle=borderless role=cancel",
        ])
    }

    @Test func disabledButtonRejectsTapsUntilEnabled() throws {
        let model = StyleModel()
        let graph = ViewGraph(StyledButtons(model: model))
        let add = try #require(graph.rootElement.all(.button).first)
        #expect(graph.send(.tap, to: add.id) == nil)
        #expect(model.taps == 0)
        model.isValid = true
        let changes = graph.update()
        #expect(add["disabled"] == nil)
        #expect(changes.changedNames == [add.id: ["disabled"]])
        #expect(graph.send(.tap, to: add.id) != nil)
        #expect(model.taps == 1)
    }

    @Test func colorsDescribeThemselves() throws {
        struct Swatches: View {
            var body: some View {
                HStack {
                    Color.red
                    Color.blue.opacity(0.5)
                    Color(white: 1, opacity: 0.5)
                    Color("Brand")
                    Circle().fill(.green)
                    Capsule().stroke(Color.gray, lineWidth: 2)
                    Rectangle()
                    RoundedRectangle(cornerRadius: 8).fill(.ultraThinMaterial)
                    Ellipse().foregroundStyle(.pink)
                }
            }
        }
        let graph = ViewGraph(Swatches())
        #expect(graph.rootElement.all(.shape).map { $0.textLine() } == [
            "shape fill=red shape=rectangle",
            "shape fill=blue/0.5 shape=rectangle",
            "shape fill=#FFFFFF80 shape=rectangle",
            "shape fill=asset:Brand shape=rectangle",
            "shape fill=green shape=circle",
            "shape lineWidth=2 shape=capsule stroke=gray",
            "shape fill=foreground shape=rectangle",
            "shape cornerRadius=8 fill=ultraThinMaterial shape=roundedRectangle",
            "shape fill=foreground foreground=pink shape=ellipse",
        ])
    }
}
