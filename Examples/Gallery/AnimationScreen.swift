import ObservatoryUI

/// Animation: `withAnimation` with curves and springs, `.animation(_:value:)`
/// repeating forever, transitions in and out, numeric text, symbol effects,
/// and a subtree with `.animation(nil)`. The page runs every animation; the server sends
/// one patch per change.
struct AnimationScreen: View {
    @State private var isLarge = false
    @State private var isShown = false
    @State private var count = 0
    @State private var pulse = false
    @State private var offset = 0.0
    @State private var curve = "Linear"
    @State private var isCardOpen = false
    @Namespace private var hero

    private var animation: Animation {
        switch curve {
        case "Spring": .spring(response: 0.6, dampingFraction: 0.5)
        case "Ease": .easeInOut(duration: 1)
        default: .linear(duration: 1)
        }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Picker("Curve", selection: $curve) {
                    ForEach(["Linear", "Ease", "Spring"], id: \.self) { Text($0) }
                }
                .pickerStyle(.segmented)

                Text("withAnimation").font(.headline)
                HStack(spacing: 24) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(isLarge ? Color.orange : Color.blue)
                        .frame(width: 40, height: 40)
                        .scaleEffect(isLarge ? 2 : 1)
                        .rotationEffect(.degrees(isLarge ? 90 : 0))
                        .accessibilityLabel("Growing square")
                    Button(isLarge ? "Shrink" : "Grow") {
                        withAnimation(animation) { isLarge.toggle() }
                    }
                }
                .frame(height: 100)

                Text("Transitions").font(.headline)
                Button(isShown ? "Hide" : "Show") {
                    withAnimation(.easeInOut(duration: 1)) { isShown.toggle() }
                }
                ZStack {
                    if isShown {
                        Text("Hello!")
                            .font(.title).bold()
                            .padding()
                            .background(.yellow, in: .capsule)
                            .transition(.asymmetric(insertion: .scale.combined(with: .opacity), removal: .move(edge: .trailing).combined(with: .opacity)))
                    }
                }
                .frame(height: 80)

                Text("Matched geometry").font(.headline)
                HStack(alignment: .top) {
                    if isCardOpen {
                        RoundedRectangle(cornerRadius: 16)
                            .fill(.purple)
                            .frame(width: 200, height: 120)
                            .matchedGeometryEffect(id: "card", in: hero)
                            .accessibilityLabel("Open card")
                    } else {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(.purple)
                            .frame(width: 60, height: 40)
                            .matchedGeometryEffect(id: "card", in: hero)
                            .accessibilityLabel("Closed card")
                    }
                    Spacer()
                    Button(isCardOpen ? "Close card" : "Open card") {
                        withAnimation(.linear(duration: 1)) { isCardOpen.toggle() }
                    }
                }
                .frame(height: 130)

                Text("Value animations").font(.headline)
                HStack(spacing: 24) {
                    Circle()
                        .fill(.pink)
                        .frame(width: 30, height: 30)
                        .scaleEffect(pulse ? 1.4 : 1)
                        .animation(.easeInOut(duration: 0.8).repeatForever(), value: pulse)
                        .accessibilityLabel("Pulse")
                    Toggle("Pulse", isOn: $pulse).fixedSize()
                    Circle()
                        .fill(.green)
                        .frame(width: 30, height: 30)
                        .offset(x: offset)
                        .animation(.linear(duration: 1), value: offset)
                        .accessibilityLabel("Slider dot")
                    Button("Move") { offset = offset == 0 ? 120 : 0 }
                }

                Text("Numeric text").font(.headline)
                HStack {
                    Text("\(count)")
                        .font(.largeTitle).monospacedDigit()
                        .contentTransition(.numericText())
                        .accessibilityLabel("Count")
                    Button("Add") { withAnimation(.snappy) { count += 1 } }
                }

                Text("Symbol effects").font(.headline)
                HStack(spacing: 24) {
                    Image(systemName: "bell").font(.title)
                        .symbolEffect(.bounce, value: count)
                        .accessibilityLabel("Bell")
                    Image(systemName: "wifi").font(.title)
                        .symbolEffect(.pulse, isActive: pulse)
                        .accessibilityLabel("Signal")
                    Image(systemName: count.isMultiple(of: 2) ? "star" : "star.fill").font(.title)
                        .contentTransition(.symbolEffect(.replace))
                        .accessibilityLabel("Star")
                }

                Text("Not animated").font(.headline)
                Text(isLarge ? "Large" : "Small")
                    .padding(8)
                    .background(isLarge ? Color.orange : Color.blue)
                    .foregroundStyle(.background)
                    .animation(nil)
                    .accessibilityLabel("Instant")
            }
            .padding()
        }
        .navigationTitle("Animation")
    }
}

#Preview("Animation") {
    NavigationStack { AnimationScreen() }
}
