import ObservatoryUI

/// Layout: a grid with a spanning cell, lazy grids (adaptive and fixed), a
/// lazy stack, a layout switched at run time that keeps its views' state,
/// `ViewThatFits`, scroll behaviours, button border shapes, and the layout
/// modifiers.
struct LayoutScreen: View {
    @State private var isVertical = false
    @State private var frontCard: Int?
    @State private var taps = 0

    private let colors = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                PreferencesGroup()
                Text("Grid").font(.headline)
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                    GridRow {
                        Text("Habit").bold()
                        Text("Streak").bold()
                        Text("Best").bold()
                    }
                    Divider()
                    GridRow {
                        Text("Meditate")
                        Text("12 days")
                        Text("30 days")
                    }
                    GridRow {
                        Text("Read")
                        Text("Not started this week").gridCellColumns(2)
                    }
                }
                Text("LazyVGrid, adaptive").font(.headline)
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 64))], spacing: 8) {
                    ForEach(colors, id: \.self) { name in
                        Text(name)
                            .font(.caption)
                            .frame(maxWidth: .infinity, minHeight: 44)
                            .background(.quaternary)
                    }
                }
                Text("LazyVGrid, two fixed columns and a flexible one").font(.headline)
                LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.fixed(60)), GridItem(.flexible())]) {
                    ForEach(1...6, id: \.self) { number in
                        Text("Cell \(number)").frame(maxWidth: .infinity).background(.quaternary)
                    }
                }
                Text("AnyLayout").font(.headline)
                Toggle("Vertical", isOn: $isVertical)
                let layout = isVertical ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
                layout {
                    Button("Tapped \(taps) times") { taps += 1 }
                    TapCounter()
                }
                Text("ViewThatFits").font(.headline)
                ViewThatFits(in: .horizontal) {
                    Text("Completed three of the five habits planned for today, keep going")
                        .fixedSize()
                    Text("3 of 5 done")
                }
                .frame(width: 200)
                .background(.quaternary)
                Text("ScrollViewReader").font(.headline)
                ScrollViewReader { proxy in
                    ScrollView(.horizontal) {
                        LazyHStack {
                            ForEach(1...30, id: \.self) { number in
                                Text("Chip \(number)").padding(8).background(.quaternary)
                            }
                        }
                    }
                    HStack {
                        Button("First chip") { proxy.scrollTo(1, anchor: .leading) }
                        Button("Last chip") { proxy.scrollTo(30, anchor: .trailing) }
                    }
                }
                Text("Scroll behaviours").font(.headline)
                ChatLog()
                HStack {
                    Button("Capsule") {}.buttonBorderShape(.capsule)
                    Button("Square-ish") {}.buttonBorderShape(.roundedRectangle(radius: 2))
                    Button { } label: { Image(systemName: "plus") }.buttonBorderShape(.circle)
                }
                .buttonStyle(.bordered)
                Text("Carousel").font(.headline)
                // Two thirds of the scroll view per card, resting on a card's edge.
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 12) {
                        ForEach(1...6, id: \.self) { index in
                            RoundedRectangle(cornerRadius: 12)
                                .fill(Color.teal.opacity(0.25 + Double(index) * 0.1))
                                .overlay { Text("Card \(index)") }
                                .frame(height: 80)
                                .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 12)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .scrollIndicators(.hidden)
                .scrollPosition(id: $frontCard)
                HStack {
                    Text("Front card: \(frontCard ?? 1)")
                    Spacer()
                    Button("Show card 5") { frontCard = 5 }
                }
                Text("GeometryReader").font(.headline)
                MeasuredBar(fraction: 0.5)
                Text("Modifiers").font(.headline)
                HStack {
                    Text("A long label that gives way").lineLimit(1)
                    Text("Priority").layoutPriority(1).fixedSize()
                }
                ZStack {
                    Text("Behind").padding().background(.orange).zIndex(1)
                    Text("In front").foregroundStyle(.background).padding().background(.blue).offset(x: 30, y: 10).zIndex(2)
                }
                HStack {
                    Text("Visible")
                    Text("Hidden").hidden()
                    Text("Still in place")
                }
                LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                    Section {
                        ForEach(1...3, id: \.self) { Text("Row \($0)") }
                    } header: {
                        Text("Pinned header").bold()
                    }
                }
            }
            .padding()
        }
        .navigationTitle("Layout")
    }
}

/// A chat's log: it starts at its newest message and follows new ones
/// (`.defaultScrollAnchor(.bottom)`), and scrolling it dismisses the keyboard.
struct ChatLog: View {
    @State private var messages = (1...20).map { "Message \($0)" }
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading) {
            ScrollView {
                VStack(alignment: .leading, spacing: 6) {
                    ForEach(messages, id: \.self) { Text($0) }
                    TextField("Reply", text: $draft)
                }
            }
            .frame(height: 120)
            .defaultScrollAnchor(.bottom)
            .scrollDismissesKeyboard(.immediately)
            .border(.quaternary)
            Button("Add message") { messages.append("Message \(messages.count + 1)") }
        }
    }
}

/// A counter with its own state: switching the layout above keeps it.
struct TapCounter: View {
    @State private var count = 0

    var body: some View {
        Stepper("Kept: \(count)", value: $count)
    }
}

#Preview("Layout") {
    NavigationStack { LayoutScreen() }
}

/// A bar filled to `fraction` of the width its reader measures.
struct MeasuredBar: View {
    let fraction: Double

    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 4) {
                Text("Width \(Int(proxy.size.width)) pt")
                Capsule()
                    .fill(.blue)
                    .frame(width: proxy.size.width * fraction, height: 8)
            }
        }
        .frame(height: 44)
    }
}
