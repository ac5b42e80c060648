// Article 000, §4.2 "Lists with add/remove/edit (nested models)": one to-do.
import ObservatoryUI

@available(iOS 17.0, *)
@Observable
final class Todo: Identifiable {
    let id = UUID()
    var title: String
    var done: Bool = false
    init(title: String) { self.title = title }
}
