import Foundation
import Testing
import ObservatoryUI

// The views of the articles in /work/shared/seeds, as users write them, with
// navigation (NavigationStack, NavigationLink, navigationTitle, toolbar,
// searchable, swipeActions) and @AppStorage left out: they are not part of
// the controls. Everything else is spelled as in the articles.

// MARK: 000 §2, §3.2: hello counter, profile card

@Observable final class ArticleCounter { var count = 0 }

struct ArticleHello: View {
    @State private var model = ArticleCounter()

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

@Observable final class ArticleProfile {
    var firstName = ""
    var lastName = ""
    var age = 0
    var fullName: String { "\(firstName) \(lastName)".trimmingCharacters(in: .whitespaces) }
}

struct ArticleProfileCard: View {
    @State private var profile = ArticleProfile()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(profile.fullName).font(.title2)
            Text("Age \(profile.age)")
        }
        .padding()
    }
}

// MARK: 000 §3.3, §3.6, §4.1: settings form, books list, account form

@Observable final class ArticleSettings {
    var username = ""
    var sendNotifications = true
}

struct ArticleSettingsForm: View {
    @State private var settings = ArticleSettings()

    var body: some View {
        @Bindable var settings = settings

        Form {
            TextField("Username", text: $settings.username)
            Toggle("Notifications", isOn: $settings.sendNotifications)
        }
    }
}

@Observable final class ArticleLibrary { var books: [String] = ["Dune", "Emma"] }

struct ArticleBooksList: View {
    @Environment(ArticleLibrary.self) private var library

    var body: some View {
        List(library.books, id: \.self, rowContent: Text.init)
    }
}

@Observable final class ArticleAccount {
    var email = ""
    var password = ""
    var isValid: Bool { email.contains("@") && password.count >= 8 }
}

struct ArticleAccountForm: View {
    @State private var account = ArticleAccount()

    var body: some View {
        @Bindable var account = account
        Form {
            TextField("Email", text: $account.email)
                .keyboardType(.emailAddress)
            SecureField("Password (8+)", text: $account.password)
            Button("Create Account") { /* submit */ }
                .disabled(!account.isValid)
        }
    }
}

// MARK: 000 §4.2, §4.3, §4.4: to-dos, people search, detail router

@Observable final class ArticleTodo: Identifiable {
    let id = UUID()
    var title: String
    var done: Bool = false
    init(title: String) { self.title = title }
}

@Observable final class ArticleTodoStore {
    var items: [ArticleTodo] = []
    func add(_ title: String) { items.append(ArticleTodo(title: title)) }
    func remove(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
}

struct ArticleTodoList: View {
    @State private var store = ArticleTodoStore()
    @State private var newTitle = ""

    var body: some View {
        @Bindable var store = store
        List {
            Section {
                HStack {
                    TextField("New to-do", text: $newTitle)
                    Button("Add") {
                        guard !newTitle.isEmpty else { return }
                        store.add(newTitle); newTitle = ""
                    }
                }
            }
            Section {
                ForEach(store.items) { todo in
                    Text(todo.title)
                }
                .onDelete(perform: store.remove)
            }
        }
    }
}

struct ArticleTodoDetail: View {
    @Bindable var todo: ArticleTodo

    var body: some View {
        Form {
            TextField("Title", text: $todo.title)
            Toggle("Done", isOn: $todo.done)
        }
    }
}

@Observable final class ArticlePeopleStore {
    var all: [String] = []
    var query = ""
    var ascending = true

    var filtered: [String] {
        let f = query.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(query) }
        return ascending ? f.sorted() : f.sorted().reversed()
    }
}

struct ArticlePeopleView: View {
    @State private var store = ArticlePeopleStore()

    var body: some View {
        @Bindable var store = store
        VStack {
            TextField("Search", text: $store.query)
                .textFieldStyle(.roundedBorder)
            Picker("Sort", selection: $store.ascending) {
                Text("A→Z").tag(true); Text("Z→A").tag(false)
            }.pickerStyle(.segmented)
            List(store.filtered, id: \.self, rowContent: Text.init)
        }
        .padding()
        .task { store.all = ["Kim", "Choi", "Park", "Lee", "Jung"] }
    }
}

struct ArticleDetailRouter: View {
    let store: ArticleTodoStore
    var body: some View {
        Text("Select an item")
            .foregroundStyle(.secondary)
    }
}

// MARK: 000 §4.6, §8: notes, habit detail

struct ArticleNotesView: View {
    @State private var notes: [String] = []
    @State private var text = ""

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                TextField("New note", text: $text)
                Button("Add") { guard !text.isEmpty else { return }; notes.append(text); text = "" }
            }
            List(notes, id: \.self, rowContent: Text.init)
        }
        .padding()
    }
}

@Observable final class ArticleHabit: Identifiable {
    let id = UUID()
    var title = "Read"
    var notes = ""
    var isComplete = false
    var createdAt = Date(timeIntervalSince1970: 0)
}

struct ArticleHabitDetailView: View {
    @Bindable var habit: ArticleHabit

    var body: some View {
        Form {
            TextField("Title", text: $habit.title)
            TextField("Notes", text: $habit.notes, axis: .vertical)
                .lineLimit(3...6)
            Toggle("Completed", isOn: $habit.isComplete)
            LabeledContent("Created") { Text(habit.createdAt.formatted()) }
            Button { habit.isComplete.toggle() } label: { Text(habit.isComplete ? "Undo" : "Done") }
                .tint(.green)
        }
    }
}

// MARK: 001: expense tracker

@Observable final class ArticleExpense: Identifiable {
    var id: UUID = UUID()
    var name: String
    var amount: Int

    init(name: String = "", amount: Int = 0) {
        self.name = name
        self.amount = amount
    }
}

@Observable final class ArticleExpenseStore {
    var expenses: [ArticleExpense] = []
    var searchText: String = ""
    var isLoading: Bool = false

    var filteredExpenses: [ArticleExpense] {
        var filtered = expenses
        if !searchText.isEmpty {
            filtered = filtered.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        }
        return filtered
    }

    var totalAmount: Int { filteredExpenses.reduce(0) { $0 + $1.amount } }

    var averageExpense: Double {
        guard !filteredExpenses.isEmpty else { return 0 }
        return Double(totalAmount) / Double(filteredExpenses.count)
    }
}

struct ArticleExpenseRow: View {
    let expense: ArticleExpense

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(expense.name)
                    .font(.headline)
                    .foregroundStyle(.primary)

                Text("Expense")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            Text(expense.amount.formatted(.currency(code: "USD")))
                .font(.title3)
                .fontWeight(.medium)
                .foregroundStyle(.primary)
        }
        .padding(.vertical, 4)
    }
}

struct ArticleExpenseTracker: View {
    @State private var expenseStore = ArticleExpenseStore()
    @State private var newExpense = ArticleExpense()

    var body: some View {
        List {
            searchSection
            expenseList
            addExpenseSection
        }
        .safeAreaInset(edge: .bottom) {
            totalExpenseView
        }
    }

    @ViewBuilder
    private var searchSection: some View {
        Section {
            TextField("Search expenses", text: $expenseStore.searchText)
                .textFieldStyle(.roundedBorder)
        }
    }

    @ViewBuilder
    private var expenseList: some View {
        ForEach(expenseStore.filteredExpenses) { expense in
            ArticleExpenseRow(expense: expense)
        }
        .onDelete(perform: deleteExpenses)
    }

    @ViewBuilder
    private var addExpenseSection: some View {
        Section {
            VStack(spacing: 12) {
                HStack {
                    TextField("Expense name", text: $newExpense.name)
                        .textFieldStyle(.roundedBorder)

                    TextField("Amount", value: $newExpense.amount, format: .number)
                        .textFieldStyle(.roundedBorder)
                        .keyboardType(.numberPad)
                }

                Button("Add Expense") {
                    addExpense()
                }
                .buttonStyle(.borderedProminent)
                .disabled(newExpense.name.isEmpty || newExpense.amount <= 0)
            }
            .padding(.vertical, 8)
        }
    }

    @ViewBuilder
    private var totalExpenseView: some View {
        VStack(spacing: 8) {
            HStack {
                Text("Total: ")
                    .foregroundStyle(.secondary)

                Text(expenseStore.totalAmount.formatted(.currency(code: "USD")))
                    .font(.title2)
                    .fontWeight(.semibold)
                    .foregroundStyle(.primary)
            }

            HStack {
                Text("Average: ")
                    .foregroundStyle(.secondary)

                Text(expenseStore.averageExpense.formatted(.currency(code: "USD")))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .padding(.horizontal)
    }

    private func addExpense() {
        guard !newExpense.name.isEmpty, newExpense.amount > 0 else { return }
        expenseStore.expenses.append(newExpense)
        newExpense = ArticleExpense()
    }

    private func deleteExpenses(at offsets: IndexSet) {
        let filteredExpenses = expenseStore.filteredExpenses
        let expensesToDelete = offsets.map { filteredExpenses[$0] }
        expenseStore.expenses.removeAll { expense in
            expensesToDelete.contains { $0.id == expense.id }
        }
    }
}

// MARK: 002: bindings, new item form, environment toggle

struct ArticleParentView: View {
    @State private var playerName: String = "Alice"

    var body: some View {
        VStack {
            Text("Player: \(playerName)")
            ArticleChildView(name: $playerName)
        }
    }
}

struct ArticleChildView: View {
    @Binding var name: String

    var body: some View {
        TextField("Enter name", text: $name)
            .textFieldStyle(.roundedBorder)
            .padding()
    }
}

@Observable final class ArticleItem {
    var name: String = ""
    var quantity: Int = 1
}

struct ArticleNewItemForm: View {
    @State private var draftItem = ArticleItem()

    var body: some View {
        Form {
            TextField("Name", text: $draftItem.name)
            Stepper("Quantity: \(draftItem.quantity)", value: $draftItem.quantity, in: 1...100)
            Button("Save") {}
        }
    }
}

@Observable final class ArticleDarkMode { var isDarkMode: Bool = false }

struct ArticleDarkModeToggle: View {
    @Environment(ArticleDarkMode.self) private var settings

    var body: some View {
        Toggle("Dark Mode", isOn: Binding(
            get: { settings.isDarkMode },
            set: { settings.isDarkMode = $0 }
        ))
        .padding()
    }
}

struct ArticlePostsListView: View {
    let posts = ["Post 1", "Post 2"]

    var body: some View {
        List(posts, id: \.self) { post in
            Text(post)
        }
    }
}

// MARK: Tests

@MainActor
@Suite struct ArticleSnippetsTests {
    @Test func helloCounterIncrements() throws {
        let graph = ViewGraph(ArticleHello())
        let button = try #require(graph.rootElement.all(.button).first)
        #expect(button["buttonStyle"] == "borderedProminent")
        graph.send(.tap, to: button.id)
        #expect(graph.rootElement.all(.text).first?.textLine() == #"text "Count: 1" font=largeTitle"#)
        #expect(graph.rootElement.children.first?["modifier"] == "padding")
    }

    @Test func profileAndSettingsRender() throws {
        #expect(ViewGraph(ArticleProfileCard()).rootElement.all(.text).first?["font"] == "title2")
        let settings = ViewGraph(ArticleSettingsForm())
        #expect(settings.rootElement.all(.form).first?.children.map(\.role) == [.textField, .toggle])
    }

    @Test func booksListReadsTheEnvironment() throws {
        let graph = ViewGraph(ArticleBooksList().environment(ArticleLibrary()))
        #expect(graph.rootElement.all(.list).first?.children.map { $0["text"] } == ["Dune", "Emma"])
    }

    @Test func accountFormEnablesCreateWhenValid() throws {
        let graph = ViewGraph(ArticleAccountForm())
        let email = try #require(graph.rootElement.all(.textField).first)
        let password = try #require(graph.rootElement.all(.secureField).first)
        let create = try #require(graph.rootElement.all(.button).first)
        #expect(email["keyboardType"] == "emailAddress")
        #expect(create["disabled"] == "true")
        graph.send(.input("ada@example.com"), to: email.id)
        graph.send(.input("12345678"), to: password.id)
        #expect(create["disabled"] == nil)
    }

    @Test func todoListAddsAndDeletes() throws {
        let graph = ViewGraph(ArticleTodoList())
        let field = try #require(graph.rootElement.all(.textField).first)
        let add = try #require(graph.rootElement.all(.button).first)
        graph.send(.input("Walk"), to: field.id)
        graph.send(.tap, to: add.id)
        #expect(field["value"] == "")
        let row = try #require(graph.rootElement.all(.row).first)
        #expect(row.children.first?["text"] == "Walk")
        graph.send(.delete, to: row.id)
        #expect(graph.rootElement.all(.row).isEmpty)
        let detail = ViewGraph(ArticleTodoDetail(todo: ArticleTodo(title: "Read")))
        #expect(detail.rootElement.all(.textField).first?["value"] == "Read")
    }

    @Test func peopleViewSortsWithThePicker() async throws {
        let graph = ViewGraph(ArticlePeopleView())
        await graph.tasks.waitForAll()
        graph.update()
        let list = try #require(graph.rootElement.all(.list).first)
        #expect(list.children.map { $0["text"] } == ["Choi", "Jung", "Kim", "Lee", "Park"])
        let picker = try #require(graph.rootElement.all(.picker).first)
        graph.send(.select(1), to: picker.id)
        #expect(list.children.map { $0["text"] } == ["Park", "Lee", "Kim", "Jung", "Choi"])
        let search = try #require(graph.rootElement.all(.textField).first)
        graph.send(.input("k"), to: search.id)
        #expect(list.children.map { $0["text"] } == ["Park", "Kim"])
    }

    @Test func notesAndDetailRouterRender() throws {
        #expect(ViewGraph(ArticleDetailRouter(store: ArticleTodoStore())).rootElement.all(.text).first?["foreground"]
            == "secondary")
        let graph = ViewGraph(ArticleNotesView())
        let field = try #require(graph.rootElement.all(.textField).first)
        let add = try #require(graph.rootElement.all(.button).first)
        graph.send(.input("Milk"), to: field.id)
        graph.send(.tap, to: add.id)
        #expect(graph.rootElement.all(.list).first?.children.map { $0["text"] } == ["Milk"])
    }

    @Test func habitDetailEditsNotesAndCompletion() throws {
        let habit = ArticleHabit()
        let graph = ViewGraph(ArticleHabitDetailView(habit: habit))
        let notes = try #require(graph.rootElement.all(.textField).last)
        #expect(notes["axis"] == "vertical")
        #expect(notes["lineLimit"] == "3...6")
        #expect(graph.rootElement.all(.labeledContent).first?["label"] == "Created")
        let done = try #require(graph.rootElement.all(.button).first)
        #expect(done["tint"] == "green")
        graph.send(.tap, to: done.id)
        #expect(habit.isComplete)
        #expect(done.children.first?["text"] == "Undo")
    }

    @Test func expenseTrackerAddsAnExpense() throws {
        let graph = ViewGraph(ArticleExpenseTracker().environment(\.locale, Locale(identifier: "en_US")))
        let fields = graph.rootElement.all(.textField)
        #expect(fields.map { $0["label"] } == ["Search expenses", "Expense name", "Amount"])
        let add = try #require(graph.rootElement.all(.button).first)
        #expect(add["disabled"] == "true")
        graph.send(.input("Coffee"), to: fields[1].id)
        graph.send(.input("5"), to: fields[2].id)
        #expect(add["disabled"] == nil)
        graph.send(.tap, to: add.id)
        #expect(fields[1]["value"] == "")
        #expect(fields[2]["value"] == "0")
        let row = try #require(graph.rootElement.all(.row).first)
        #expect(row.all(.text).map { $0["text"] }.contains("Coffee"))
        let inset = try #require(graph.rootElement.all(.slot).first { $0["name"] == "inset" })
        #expect(inset.all(.text).map { $0["text"] ?? "" }.contains { $0.hasSuffix("5.00") })
        graph.send(.delete, to: row.id)
        #expect(graph.rootElement.all(.row).isEmpty)
    }

    @Test func bindingFormsAndEnvironmentToggle() throws {
        let parent = ViewGraph(ArticleParentView())
        let field = try #require(parent.rootElement.all(.textField).first)
        parent.send(.input("Bob"), to: field.id)
        #expect(parent.rootElement.all(.text).first?["text"] == "Player: Bob")

        let form = ViewGraph(ArticleNewItemForm())
        let stepper = try #require(form.rootElement.all(.stepper).first)
        form.send(.increment, to: stepper.id)
        #expect(stepper.children.first?["text"] == "Quantity: 2")
        #expect(stepper["upperBound"] == "100")

        let settings = ArticleDarkMode()
        let toggle = ViewGraph(ArticleDarkModeToggle().environment(settings))
        let control = try #require(toggle.rootElement.all(.toggle).first)
        toggle.send(.toggle(true), to: control.id)
        #expect(settings.isDarkMode)

        #expect(ViewGraph(ArticlePostsListView()).rootElement.all(.list).first?.children.count == 2)
    }
}
