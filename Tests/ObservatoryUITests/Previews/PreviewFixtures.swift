import ObservatoryUI

/// How many times a preview's body ran: finding previews must not run them.
@MainActor var previewBodyRuns = 0

struct PreviewCounter: View {
    @Binding var count: Int
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

#Preview("Counter from zero") {
    @Previewable @State var count = 0
    let _ = previewBodyRuns += 1
    PreviewCounter(count: $count)
}

#Preview(traits: .sizeThatFitsLayout) {
    Text("Unnamed and fitted")
}

#Preview("Landscape", traits: .landscapeLeft, .fixedLayout(width: 300, height: 200)) {
    Text("Fixed box")
}

/// A closure that returns its views, of two types (Bookworm's preview): as
/// Apple's `#Preview` takes `() -> any View`, it is no view builder.
@MainActor var previewFails = false

#Preview("Returned") {
    do {
        if previewFails { throw CancellationError() }
        return PreviewCounter(count: .constant(7))
    } catch {
        return Text("Failed: \(error)")
    }
}

struct LegacyGreeting_Previews: PreviewProvider {
    static var previews: some View {
        Text("Hello from a provider")
    }
}
