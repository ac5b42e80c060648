// Article 000, §4.3 "Search + filtering + sorting": names, the query and the order.
import ObservatoryUI

@available(iOS 17.0, *)
@Observable
final class PeopleStore {
    var all: [String] = []
    var query = ""
    var ascending = true

    var filtered: [String] {
        let f = query.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(query) }
        return ascending ? f.sorted() : f.sorted().reversed()
    }
}
