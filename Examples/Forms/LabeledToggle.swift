// Article 000, §4.5 "Two-way binding inside reusable components".
import ObservatoryUI

@available(iOS 17.0, *)
struct LabeledToggle: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}
