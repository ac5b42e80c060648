// Windows that browser-tests/layout_test.py measures at a phone's width: the
// layouts of public SwiftUI apps (docs/real-apps.md), written as they write
// them, each the root of its own window (`/window/<id>`).
import ObservatoryWeb

/// A title at the top and a button at the bottom, pushed apart by a Spacer
/// (ScoreKeeper, Alphabetizer): the stack fills the window's height.
struct SpacedRootLayout: View {
    var body: some View {
        VStack(spacing: 20) {
            Text("Top title").font(.largeTitle)
            Spacer()
            Button("Bottom button") {}
        }
        .padding(.top, 50)
    }
}

/// A List in a VStack between a header and a field (Pick-a-Pal): the list
/// takes the room left, full width; the field below it is plain.
struct ListInStackLayout: View {
    @State private var name = ""
    @State private var on = false
    var body: some View {
        VStack {
            Text("Pals").font(.title)
            List {
                Text("Ana")
                Text("Ben")
            }
            .clipShape(RoundedRectangle(cornerRadius: 8))
            TextField("Add Name", text: $name)
            Divider()
            Toggle("Remove when picked", isOn: $on)
        }
        .padding()
        .alert("Picked", isPresented: .constant(false)) {}
    }
}

/// A full-window Color layer under a custom tab bar of GeometryReaders
/// (a Kavsoft tab bar): the Color fills the window, the bar its width.
struct LayeredRootLayout: View {
    var body: some View {
        ZStack(alignment: .bottom) {
            Color.indigo.ignoresSafeArea()
            HStack(spacing: 0) {
                ForEach(["house", "bookmark", "message", "person"], id: \.self) { name in
                    GeometryReader { _ in
                        Image(systemName: name).frame(maxWidth: .infinity, maxHeight: .infinity)
                    }
                    .frame(height: 50)
                    .accessibilityLabel(name)
                }
            }
            .padding()
            .background(Color.white)
        }
    }
}

/// Modifiers on a ForEach (Alphabetizer's tiles): each view keeps the
/// stack's layout, layered in a ZStack and side by side in an HStack.
struct GroupModifierLayout: View {
    var body: some View {
        VStack(spacing: 40) {
            ZStack {
                ForEach(0..<3) { index in
                    Text("Layer \(index)").offset(x: CGFloat(index - 1) * 110)
                }
                .offset(y: 10)
            }
            HStack {
                ForEach(0..<3) { index in
                    Text("Cell \(index)")
                }
                .padding(4)
            }
            HStack {
                Image(systemName: "star").frame(width: 50)
                Text("A long description that wraps onto more lines beside a fixed-width icon")
            }
        }
    }
}

/// Controls outside a form (ScoreKeeper's rules box): a menu picker shows
/// its value alone, tinted; a Divider makes the box as wide as the window.
struct ControlsOutsideFormLayout: View {
    @State private var highestWins = true
    @State private var draft = ""
    var body: some View {
        VStack(alignment: .leading) {
            Text("Game Rules").font(.headline)
            Divider()
            Picker("Win Condition", selection: $highestWins) {
                Text("Highest Score Wins").tag(true)
                Text("Lowest Score Wins").tag(false)
            }
            TextField("Player name", text: $draft)
            TextField("Boxed name", text: $draft).textFieldStyle(.roundedBorder)
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 10))
        .padding()
    }
}

/// A page-style TabView of two pages (OnboardingFlow): each page's content is centred.
struct PagedLayout: View {
    var body: some View {
        TabView {
            VStack {
                RoundedRectangle(cornerRadius: 30).frame(width: 150, height: 150).foregroundStyle(.tint)
                Text("Welcome page").font(.title)
            }
            .padding()
            Text("Second page")
        }
        .tabViewStyle(.page)
    }
}

/// A list whose rows can be deleted, and a `.keyboard` toolbar item
/// (iExpense): Delete waits past the row's edge; Done shows while typing.
struct DeletableRowsLayout: View {
    @State private var items = ["Lunch", "Taxi"]
    @State private var note = ""
    var body: some View {
        NavigationStack {
            List {
                TextField("Note", text: $note)
                ForEach(items, id: \.self) { item in
                    HStack {
                        Text(item)
                        Spacer()
                        Text("$12")
                    }
                }
                .onDelete { items.remove(atOffsets: $0) }
            }
            .navigationTitle("Expenses")
            .toolbar {
                ToolbarItem(placement: .keyboard) { Button("Done") {} }
            }
            .safeAreaInset(edge: .bottom) {
                Text("Total: $24").padding().frame(maxWidth: .infinity).background(.bar)
            }
        }
    }
}

/// Pickers that push their options (WeSplit's `.pickerStyle(.navigationLink)`):
/// a row with the value and a chevron; the options on a screen of their own.
struct LinkPickerLayout: View {
    @State private var people = 2
    @State private var tip = 20
    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Number of people", selection: $people) {
                        ForEach(2..<100) { Text("\($0) people") }
                    }
                    .pickerStyle(.navigationLink)
                    Picker("Tip percentage", selection: $tip) {
                        ForEach([10, 15, 20, 25, 0], id: \.self) { Text($0, format: .percent) }
                    }
                    .pickerStyle(.navigationLink)
                }
                Section("Per person") {
                    Text("\(people) people, \(tip)% tip")
                }
            }
            .navigationTitle("WeSplit")
        }
    }
}

/// The column style of iOS 13 to 15 (SnowSeeker): a list and a welcome view
/// in one NavigationView. On a phone, the list alone; a link pushes its
/// destination over it, and back returns to it.
struct ColumnNavigationLayout: View {
    var body: some View {
        NavigationView {
            List {
                ForEach(["Aspen", "Whistler"], id: \.self) { name in
                    NavigationLink(name) {
                        Text("\(name) has 40 runs")
                            .navigationTitle(name == "Aspen" ? name : "\(name) Blackcomb, British Columbia")
                            .navigationBarTitleDisplayMode(.inline)
                    }
                }
            }
            .navigationTitle("Resorts")
            Text("Welcome to SnowSeeker")
        }
    }
}

/// A detail screen that is a ScrollView of views (Bookworm): the views sit
/// in an implicit stack, centred across the scroll view; a VStack spans it.
struct ScrollDetailLayout: View {
    var body: some View {
        ScrollView {
            Color.brown.frame(height: 120)
            Text("Frank Herbert").font(.title)
            Text("A desert planet.").padding()
            HStack {
                ForEach(1..<4) { _ in Image(systemName: "star.fill") }
            }
            .font(.largeTitle)
            Stars().padding(.vertical)
            VStack(alignment: .leading) {
                Text("Leading line")
            }
        }
    }
}

/// A rating of its own (Bookworm's RatingView): an HStack under modifiers.
private struct Stars: View {
    var body: some View {
        HStack {
            ForEach(1..<3) { _ in Image(systemName: "heart.fill") }
        }
        .accessibilityElement()
        .accessibilityLabel("Rating")
        .accessibilityValue("2 stars")
    }
}

/// A GeometryReader around a ScrollView whose stack ends with a horizontal
/// ScrollView of a wide row (MoonShot's mission): the text stays within the
/// window, and the row scrolls inside it.
struct GeometryScrollLayout: View {
    var body: some View {
        GeometryReader { geometry in
            ScrollView {
                VStack {
                    Color.blue.frame(width: geometry.size.width * 0.6, height: 80)
                    VStack(alignment: .leading) {
                        Text("Mission Highlights").font(.title.bold())
                        Text(String(repeating: "Apollo 11 was the spaceflight that first landed humans on the Moon. ", count: 3))
                    }
                    .padding(.horizontal)
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(0..<6) { Text("Crew member \($0)").frame(width: 150, height: 40) }
                        }
                    }
                }
                .padding(.bottom)
            }
        }
    }
}
