import ObservatoryUI

/// Interaction: taps (single, double, with a location), a long press, a
/// drag driven by `@GestureState`, a pinch (alone, and with a drag at the
/// same time), hover (and the pointer's location),
/// `@FocusState` with `onSubmit` and `submitLabel`, a keyboard shortcut,
/// key presses on a focusable view, a tooltip, a `TextEditor` with a
/// border, control sizes, an accessibility label, `.disabled` reaching
/// the gestures and buttons inside, and drag and drop.
struct InteractionScreen: View {
    enum Field: Hashable { case name, email }

    @State private var taps = 0
    @State private var doubleTaps = 0
    @State private var tapLocation: CGPoint?
    @State private var longPresses = 0
    @State private var isPressing = false
    @State private var position = CGSize.zero
    @GestureState private var dragOffset = CGSize.zero
    @State private var isHovering = false
    @State private var hoverPoint: CGPoint?
    @State private var keySteps = 0
    @State private var zoom = 1.0
    @GestureState private var pinch = 1.0
    @State private var pinchAndDrag = "none"
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focus: Field?
    @State private var saves = 0
    @State private var notes = ""
    @State private var isLocked = false
    @State private var lockedTaps = 0
    @State private var badgeTaps = 0
    @State private var quietHours = false
    @State private var userName = ""

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Taps").font(.headline)
                Text("Tap or double-tap")
                    .padding()
                    .frame(maxWidth: .infinity)
                    .background(.quaternary)
                    .onTapGesture(count: 2) { doubleTaps += 1 }
                    .onTapGesture { taps += 1 }
                Text("Taps: \(taps), double taps: \(doubleTaps)")
                Text(tapLocation.map { "Tapped at \(Int($0.x)), \(Int($0.y))" } ?? "Tap the square")
                    .padding()
                    .frame(width: 200, height: 80)
                    .background(.quaternary)
                    .onTapGesture(coordinateSpace: .local) { tapLocation = $0 }

                Text("Long press").font(.headline)
                Text(isPressing ? "Pressing…" : "Long presses: \(longPresses)")
                    .padding()
                    .background(.quaternary)
                    .onLongPressGesture(minimumDuration: 0.5) {
                        longPresses += 1
                    } onPressingChanged: { isPressing = $0 }

                Text("Drag").font(.headline)
                Text("Drag me")
                    .padding()
                    .background(.blue.opacity(0.3))
                    .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                    .gesture(
                        DragGesture(minimumDistance: 5)
                            .updating($dragOffset) { value, offset, _ in offset = value.translation }
                            .onEnded { value in
                                position.width += value.translation.width
                                position.height += value.translation.height
                            }
                    )
                Text("Moved to \(Int(position.width)), \(Int(position.height))")

                Text("Hover").font(.headline)
                Text(isHovering ? "Pointer inside" : "Pointer outside")
                    .padding()
                    .background(.quaternary)
                    .onHover { isHovering = $0 }
                    .help("Shows whether the pointer is over this box")
                Text(hoverPoint.map { "Pointer at \(Int($0.x)), \(Int($0.y))" } ?? "Pointer away")
                    .frame(width: 220, height: 60)
                    .background(.quaternary)
                    .onContinuousHover { phase in
                        switch phase {
                        case .active(let point): hoverPoint = point
                        case .ended: hoverPoint = nil
                        }
                    }

                Text("Pinch").font(.headline)
                // A trackpad's pinch (Control and the wheel) or two fingers.
                Text("Zoom ×\(zoom * pinch, format: .number.precision(.fractionLength(1)))")
                    .frame(width: 220, height: 60)
                    .background(.quaternary)
                    .gesture(MagnifyGesture()
                        .updating($pinch) { value, pinch, _ in pinch = value.magnification }
                        .onEnded { zoom *= $0.magnification })
                Text("Pinch or drag: \(pinchAndDrag)")
                    .frame(width: 220, height: 60)
                    .background(.quaternary)
                    .gesture(MagnifyGesture().simultaneously(with: DragGesture()).onEnded { value in
                        pinchAndDrag = [value.first.map { _ in "pinched" }, value.second.map { _ in "dragged" }]
                            .compactMap { $0 }.joined(separator: " and ")
                    })

                Text("Focus").font(.headline)
                TextField("Name", text: $name)
                    .focused($focus, equals: .name)
                    .submitLabel(.next)
                    .onSubmit { focus = .email }
                TextField("Email", text: $email)
                    .focused($focus, equals: .email)
                    .submitLabel(.done)
                    .onSubmit { focus = nil }
                HStack {
                    Button("Focus name") { focus = .name }
                    Button("Clear focus") { focus = nil }
                }
                Text("Focused: \(focus.map { "\($0)" } ?? "none")")

                Text("Keyboard").font(.headline)
                Button("Save") { saves += 1 }
                    .keyboardShortcut("s", modifiers: [.command, .shift])
                Text("Saved \(saves) times")
                // Arrow keys and digits while the box has the focus (click it, or Tab to it).
                Text("Key steps: \(keySteps)")
                    .padding()
                    .background(.quaternary)
                    .focusable()
                    .onKeyPress(.upArrow) {
                        keySteps += 1
                        return .handled
                    }
                    .onKeyPress(.downArrow) {
                        keySteps -= 1
                        return .handled
                    }
                    .onKeyPress(characters: .decimalDigits) { press in
                        keySteps = Int(press.characters) ?? keySteps
                        return .handled
                    }

                Text("Editor, sizes and accessibility").font(.headline)
                TextEditor(text: $notes)
                    .border(.teal, width: 2)
                    .accessibilityLabel("Notes")
                Text("Notes: \(notes.split(separator: "\n").count) lines")
                HStack {
                    Button("Regular") {}.buttonStyle(.bordered)
                    Button("Large") {}.buttonStyle(.bordered).controlSize(.large)
                }
                Button { saves += 1 } label: { Image(systemName: "star") }
                    .accessibilityLabel("Favorite")

                Text("Disabled").font(.headline)
                Toggle("Locked", isOn: $isLocked)
                VStack(alignment: .leading) {
                    Button("Tap while unlocked") { lockedTaps += 1 }
                    Text("Locked area")
                        .padding()
                        .background(.quaternary)
                        .onTapGesture { lockedTaps += 1 }
                }
                .disabled(isLocked)
                Text("Unlocked taps: \(lockedTaps)")

                Text("Hit testing, labels and typing").font(.headline)
                Button("Under a badge") { badgeTaps += 1 }
                    .buttonStyle(.bordered)
                    .overlay(alignment: .topTrailing) {
                        // A decoration: taps go through it to the button.
                        Text("NEW").font(.caption2).foregroundStyle(.background).padding(4).background(.yellow).allowsHitTesting(false)
                    }
                Text("Badge taps: \(badgeTaps)")
                Toggle("Quiet hours", isOn: $quietHours)
                    .labelsHidden()
                TextField("Login", text: $userName)
                    .autocorrectionDisabled()
                Text("A tab stop")
                    .padding(8)
                    .background(.quaternary)
                    .focusable()

                DragAndDropSection()
            }
            .padding()
        }
        .navigationTitle("Interaction")
    }
}

#Preview("Interaction") {
    NavigationStack { InteractionScreen() }
}
