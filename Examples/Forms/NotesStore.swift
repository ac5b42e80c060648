// Article 000, §4.6 "Simple persistence with @AppStorage (JSON blob)": the notes.
import ObservatoryUI

@available(iOS 17.0, *)
@Observable
final class NotesStore: Codable {
    var notes: [String] = []
}
