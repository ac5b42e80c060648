// Article 000, §4.2: the list's model, shared by the list and the split view.
import ObservatoryUI

@available(iOS 17.0, *)
@Observable
final class TodoStore {
    var items: [Todo] = []
    func add(_ title: String) { items.append(Todo(title: title)) }
    func remove(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
}
