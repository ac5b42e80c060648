import ObservatoryUI

/// Text: Markdown in literals, plurals, concatenation, dates and formats,
/// label styles.
struct TextScreen: View {
    @State private var count = 1
    private let started = Date()

    var body: some View {
        List {
            Section("Markdown") {
                Text("**Bold**, *italic*, `code`, ~~struck~~ and [a link](https://swift.org).")
                Text("Completed: ^[\(count) time](inflect: true)")
                Stepper("Count: \(count)", value: $count, in: 0...10)
            }
            Section("Concatenation and styles") {
                Text("Red ").foregroundColor(.red) + Text("bold ").bold() + Text("underlined").underline()
                Text("**Rated \(Image(systemName: "star.fill")) 4** of 5, \(Image(systemName: "heart")) \(count)")
                    .foregroundStyle(.orange)
                // Shrinks to fit its width, down to half its size; the next one is cut.
                Text("Quarterly revenue for every region")
                    .font(.title2).lineLimit(1).minimumScaleFactor(0.5)
                    .frame(width: 220, alignment: .leading)
                Text("Quarterly revenue for every region")
                    .font(.title2).lineLimit(1)
                    .frame(width: 220, alignment: .leading)
                Text("Tracking").tracking(4)
                Text("uppercase text").textCase(.uppercase)
                Text("1234567890").monospacedDigit()
            }
            Section("Dates and formats") {
                HStack {
                    Text("Open for")
                    Spacer()
                    Text(started, style: .timer).monospacedDigit()
                }
                Text(1234.5, format: .number)
                Text(0.25, format: .percent)
                // The server rebuilds this text every second; the page receives patches.
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text("Tick \(Int(context.date.timeIntervalSince1970) % 1000)").monospacedDigit()
                }
            }
            Section("Labels") {
                Label("Title and icon", systemImage: "star.fill")
                Label("Icon only", systemImage: "heart.fill").labelStyle(.iconOnly)
                Label("Title only", systemImage: "bell.fill").labelStyle(.titleOnly)
            }
        }
        .navigationTitle("Text")
    }
}

#Preview("Text") {
    NavigationStack { TextScreen() }
}
