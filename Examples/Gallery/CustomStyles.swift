import ObservatoryUI

/// A filled capsule that shrinks and fades while pressed.
struct PillButtonStyle: ButtonStyle {
    var color: Color = .indigo

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.background)
            .padding(.horizontal, 18)
            .padding(.vertical, 9)
            .background(configuration.role == .destructive ? .red : color, in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.94 : 1)
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

/// A check mark in a circle beside the label; the whole row switches it.
struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(configuration.isOn ? .green : .secondary)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

/// The icon above the title, as a tab bar shows them.
struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon.font(.title2)
            configuration.title.font(.caption)
        }
    }
}

/// Custom styles: a button style that shows its press, a toggle style and
/// a label style.
struct CustomStylesGroup: View {
    @State private var saves = 0
    @State private var remindsMe = false
    @State private var pillColor = Color.indigo

    var body: some View {
        GroupBox("Custom styles") {
            HStack {
                Button("Save") { saves += 1 }
                Button("Discard", role: .destructive) {}
            }
            .buttonStyle(PillButtonStyle(color: pillColor))
            ColorPicker("Pill colour", selection: $pillColor)
            Text("Saved \(saves) times")
            Toggle("Remind me", isOn: $remindsMe).toggleStyle(CheckmarkToggleStyle())
            Text(remindsMe ? "Reminder on" : "Reminder off")
            HStack(spacing: 24) {
                Label("Inbox", systemImage: "tray")
                Label("Sent", systemImage: "paperplane")
            }
            .labelStyle(StackedLabelStyle())
        }
    }
}
