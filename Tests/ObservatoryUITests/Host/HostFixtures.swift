import Foundation
import ObservatoryUI

// Small views for the ViewHost tests. Names start with `Host` so that they
// do not clash with other test files' fixtures.

@Observable final class HostCounterModel {
    var count = 0
    var step = 1
}

/// A counter whose count is read by `HostCountLabel` alone.
struct HostCounterScreen: View {
    @State private var model = HostCounterModel()
    var body: some View {
        VStack {
            HostCountLabel(model: model)
            Button("Increment") { model.count += 1 }
            HostFooter()
        }
    }
}

struct HostCountLabel: View {
    let model: HostCounterModel
    var body: some View { Text("Count: \(model.count)") }
}

struct HostFooter: View {
    var body: some View { Text("Footer") }
}

/// A counter kept in `@State`.
struct HostStateCounter: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            Button("Tap") { taps += 1 }
        }
    }
}

/// A counter on a model the test holds, to mutate it directly.
struct HostSharedCounter: View {
    let model: HostCounterModel
    var body: some View {
        VStack {
            HostCountLabel(model: model)
            HostFooter()
        }
    }
}

@Observable final class HostProfile {
    var name = ""
    var notifications = false
    var saves = 0
}

/// A form on an `@Observable` model: a field, a toggle, a button disabled
/// while the name is empty.
struct HostProfileForm: View {
    @Bindable var profile: HostProfile

    // The memberwise initializer takes a `Bindable<HostProfile>` here, not
    // the object, so this one is spelled out.
    init(profile: HostProfile) {
        _profile = Bindable(profile)
    }

    var body: some View {
        VStack {
            TextField("Name", text: $profile.name)
            Toggle("Notifications", isOn: $profile.notifications)
            Text("Hello, \(profile.name)")
            Button("Save") { profile.saves += 1 }
                .disabled(profile.name.isEmpty)
        }
    }
}

@Observable final class HostItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable final class HostItemStore {
    var items = [HostItem(id: 1, title: "Milk"), HostItem(id: 2, title: "Eggs"), HostItem(id: 3, title: "Bread")]
}

/// A list of rows that each read their own item, with deletable rows.
struct HostItemList: View {
    let store: HostItemStore
    var body: some View {
        VStack {
            ForEach(store.items) { item in
                HostItemRow(item: item)
            }
            .onDelete { offsets in
                for index in offsets.sorted().reversed() { store.items.remove(at: index) }
            }
            Text("\(store.items.count) items")
        }
    }
}

struct HostItemRow: View {
    let item: HostItem
    var body: some View {
        HStack {
            Text(item.isDone ? "\(item.title) ✓" : item.title)
            Button("Done") { item.isDone.toggle() }
        }
    }
}

@Observable final class HostLoader {
    var status = "loading"
    var details: String?
}

/// Loads in a `.task`; once loaded, shows a detail view that loads more in its own `.task`.
struct HostLoadingView: View {
    let loader: HostLoader
    var body: some View {
        VStack {
            Text(loader.status)
            if loader.status == "loaded" {
                HostDetailsView(loader: loader)
            }
        }
        .task {
            try? await Task.sleep(for: .milliseconds(10))
            loader.status = "loaded"
        }
    }
}

struct HostDetailsView: View {
    let loader: HostLoader
    var body: some View {
        Text(loader.details ?? "no details")
            .task {
                try? await Task.sleep(for: .milliseconds(10))
                loader.details = "details loaded"
            }
    }
}

/// A view whose task never finishes on its own.
struct HostEndlessTaskView: View {
    var body: some View {
        Text("waiting")
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .milliseconds(5))
                }
            }
    }
}

struct HostTestApp: App {
    var body: some Scene {
        WindowGroup("Main Window") {
            HostStateCounter()
        }
    }
}
