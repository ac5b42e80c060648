// Article 000, §2 "Hello, @Observable": the counter, served to the browser.
// `swift run Counter`, then open http://127.0.0.1:8080.
import ObservatoryWeb

@available(iOS 17.0, macOS 14.0, *)
@Observable
final class CounterModel {
    var count = 0
}

@available(iOS 17.0, macOS 14.0, *)
struct ContentView: View {
    // Own the model at the view's root
    @State private var model = CounterModel()

    var body: some View {
        VStack(spacing: 16) {
            Text("Count: \(model.count)")
                .font(.largeTitle)
            Button("Increment") { model.count += 1 }
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
