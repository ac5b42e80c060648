/// The screen a `.navigationLink` picker pushes: its options as the rows of
/// a list, the selected one checked. Choosing one sets the selection and
/// goes back, as on iOS.
struct PickerOptionsScreen<SelectionValue: Hashable, Content: View>: View {
    let title: String
    let selection: Binding<SelectionValue>
    let options: Content
    @Environment(\.navigator) private var navigator

    var body: some View {
        List {
            Picker(selection: choosing, content: { options }, label: { Text(title) })
                .pickerStyle(.inline)
                .labelsHidden()
        }
        .navigationTitle(title)
    }

    /// The selection, popping this screen once an option is chosen.
    private var choosing: Binding<SelectionValue> {
        let selection = selection, navigator = navigator
        return Binding(
            get: { selection.wrappedValue },
            set: { value in
                selection.wrappedValue = value
                navigator?.pop()
            })
    }
}
