import ObservatoryUI

/// The old model: every @Published write sends objectWillChange.
final class LegacyStore: ObservableObject {
    @Published var title = "Groceries"
    @Published var count = 0
    /// Not shown by any view below: writing it still re-runs every holder.
    @Published var unseen = 0
}

/// Counts the objects a @StateObject's autoclosure creates.
@MainActor
enum LegacyStoreFactory {
    static var made: [LegacyStore] = []
    static func make() -> LegacyStore {
        let store = LegacyStore()
        made.append(store)
        return store
    }
}

/// Shows the title only: with @ObservedObject it re-runs for `count` and
/// `unseen` too.
struct LegacyTitleView: View {
    @ObservedObject var store: LegacyStore
    var body: some View { Text("title \(store.title)") }
}

/// Owns a store; its child and grandchild watch the same object.
struct LegacyOwner: View {
    @StateObject private var store = LegacyStoreFactory.make()
    var body: some View {
        VStack {
            Text("count \(store.count)")
            TextField("Title", text: $store.title)
            LegacyTitleView(store: store)
            LegacyEnvironmentReader()
                .environmentObject(store)
            Button("Count") { store.count += 1 }
            Button("Unseen") { store.unseen += 1 }
        }
    }
}

struct LegacyEnvironmentReader: View {
    @EnvironmentObject var store: LegacyStore
    var body: some View {
        TextField("Title again", text: $store.title)
    }
}

/// Shows `LegacyOwner` or nothing: hiding it ends its identity.
struct LegacyOwnerSwitch: View {
    @State var isShown = true
    var body: some View {
        VStack {
            if isShown { LegacyOwner() }
            Button("Toggle") { isShown.toggle() }
        }
    }
}

/// Re-renders with new unrelated inputs, to check the state object survives.
struct LegacyOwnerParent: View {
    @State var ticks = 0
    var body: some View {
        VStack {
            Text("ticks \(ticks)")
            LegacyOwner()
            Button("Tick") { ticks += 1 }
        }
    }
}

/// Passes one of two stores to an @ObservedObject child.
struct LegacyPicker: View {
    let first: LegacyStore
    let second: LegacyStore
    @State var useSecond = false
    var body: some View {
        VStack {
            LegacyTitleView(store: useSecond ? second : first)
            Button("Switch") { useSecond.toggle() }
        }
    }
}

/// Places one of two stores in the environment.
struct LegacyEnvironmentSwitch: View {
    let first: LegacyStore
    let second: LegacyStore
    @State var useSecond = false
    var body: some View {
        VStack {
            LegacyEnvironmentTitle()
                .environmentObject(useSecond ? second : first)
            Button("Switch") { useSecond.toggle() }
        }
    }
}

/// Reads nothing of the store in its body, yet re-runs on its broadcasts.
struct LegacyEnvironmentTitle: View {
    @EnvironmentObject var store: LegacyStore
    var body: some View { Text("env \(store.title)") }
}

struct LegacyMissingEnvironmentObject: View {
    @EnvironmentObject var store: LegacyStore
    var body: some View { Text(store.title) }
}

/// Article 002's incremental adoption: already @Observable, still held by
/// the old wrappers.
@Observable
final class MigratingStore: ObservableObject {
    var title = "Groceries"
    var count = 0
}

struct MigratingOwner: View {
    @StateObject private var store = MigratingStore()
    var body: some View {
        VStack {
            Text("count \(store.count)")
            MigratingTitle(store: store)
            MigratingEnvironmentTitle()
                .environmentObject(store)
            Button("Count") { store.count += 1 }
        }
    }
}

struct MigratingTitle: View {
    @ObservedObject var store: MigratingStore
    var body: some View { TextField("Title", text: $store.title) }
}

struct MigratingEnvironmentTitle: View {
    @EnvironmentObject var store: MigratingStore
    var body: some View { Text("env \(store.title)") }
}

struct ObservableEnvironmentProbe: View {
    @Environment(MigratingStore.self) private var store: MigratingStore?
    var body: some View { Text("environment: \(store == nil ? "none" : "found")") }
}

/// Written from a background queue by one test only (warnings are once per type).
final class BackgroundStore: ObservableObject {
    @Published var title = "Groceries"
}

struct BackgroundTitleView: View {
    @ObservedObject var store: BackgroundStore
    var body: some View { Text("title \(store.title)") }
}
