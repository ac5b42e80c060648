import Foundation
import Testing
@testable import ObservatoryWeb

@MainActor
@Suite("Patches")
struct PatchTests {
    @Test func oneTextChangeIsOneTextOp() throws {
        let harness = try Harness(CounterView())
        let button = harness.element(.button)
        let frame = try harness.send("tap", to: button)
        let text = harness.element(.text, text: "Count")
        #expect(frame == "{\"type\":\"patch\",\"seq\":1,\"ack\":1,\"ops\":[[\"t\",\(text.id.rawValue),\"\",\"Count: 1\"]]}")
        try harness.expectInSync()
    }

    @Test func togglingOneRowOfAThousandFitsIn200Bytes() throws {
        let store = HabitStore(count: 1000)
        let harness = try Harness(HabitList(store: store))
        // The list mounts the rows near the viewport: the page scrolls there first.
        try harness.scroll(toRows: 495..<510)
        let row = try #require(harness.root.descendants().first {
            $0.role == .row && $0.descendants().contains { $0["text"] == "Habit 500" }
        })
        let button = try #require(row.descendants().first { $0.role == .button })
        let frame = try harness.send("tap", to: button)
        let bytes = frame.utf8.count
        print("toggle one row of 1,000 (button + image + styled text): \(bytes) B: \(frame)")
        #expect(bytes <= 200)
        #expect(store.habits[500].done)
        // Only the row's image and text change: no other element is touched.
        let touched = Set(try Harness.ops(frame).map { $0[1] as! Int })
        let rowIDs = Set(row.descendants().map(\.id.rawValue))
        #expect(touched.isSubset(of: rowIDs))
        #expect(touched.count == 2)
        try harness.expectInSync()
    }

    @Test func togglingASwitchOfAThousandIsOnePropertyOp() throws {
        let store = HabitStore(count: 1000)
        let harness = try Harness(ToggleList(store: store))
        try harness.scroll(toRows: 985..<1000)
        let toggle = try #require(harness.root.descendants().last { $0.role == .toggle })
        let frame = try harness.send("toggle", to: toggle, value: "true")
        #expect(store.habits[999].done)
        print("toggle one switch of 1,000: \(frame.utf8.count) B: \(frame)")
        #expect(frame == "{\"type\":\"patch\",\"seq\":2,\"ack\":1,\"ops\":[[\"p\",\(toggle.id.rawValue),\"i\",\"checked\",true]]}")
        #expect(frame.utf8.count <= 200)
        try harness.expectInSync()
    }

    @Test func insertingARowInsertsOnlyItsHTML() throws {
        let store = HabitStore(count: 5)
        let harness = try Harness(HabitList(store: store))
        store.habits.insert(Habit(id: 100, title: "New habit"), at: 2)
        let frame = try #require(try harness.flush())
        let ops = try Harness.ops(frame)
        #expect(ops.count == 1)
        #expect(ops[0][0] as? String == "i")
        #expect(ops[0][3] as? Int == 2)
        let html = ops[0][4] as! String
        #expect(html.contains("New habit"))
        #expect(!html.contains("Habit 1"))  // siblings are not re-rendered
        try harness.expectInSync()
    }

    @Test func removingARowIsOneRemoveOp() throws {
        let store = HabitStore(count: 5)
        let harness = try Harness(HabitList(store: store))
        let row = harness.root.descendants().filter { $0.role == .row }[3]
        let frame = try harness.send("delete", to: row)
        #expect(try Harness.ops(frame).map { $0[0] as! String } == ["r"])
        #expect(try Harness.ops(frame)[0][1] as? Int == row.id.rawValue)
        #expect(store.habits.map(\.id) == [0, 1, 2, 4])
        try harness.expectInSync()
    }

    @Test func movingARowIsOneMoveOp() throws {
        let store = HabitStore(count: 6)
        let harness = try Harness(HabitList(store: store))
        let rows = harness.root.descendants().filter { $0.role == .row }
        store.habits.move(fromOffsets: IndexSet(integer: 0), toOffset: 6)
        let frame = try #require(try harness.flush())
        let ops = try Harness.ops(frame)
        #expect(ops.count == 1)
        #expect(ops[0][0] as? String == "m")
        #expect(ops[0][1] as? Int == rows[0].id.rawValue)
        #expect(ops[0][2] as? Int == 5)
        try harness.expectInSync()
    }

    @Test func mixedReorderStaysInSync() throws {
        let store = HabitStore(count: 8)
        let harness = try Harness(HabitList(store: store))
        store.habits.reverse()
        store.habits.remove(at: 3)
        store.habits.insert(Habit(id: 50, title: "Fifty"), at: 0)
        store.habits.append(Habit(id: 51, title: "Fifty-one"))
        store.habits[2].title = "Renamed"
        let frame = try #require(try harness.flush())
        let kinds = try Harness.opKinds(frame)
        #expect(kinds.filter { $0 == "r" }.count == 1)
        #expect(kinds.filter { $0 == "i" }.count == 2)
        #expect(!kinds.contains("h"))  // never a re-render
        try harness.expectInSync()
        for _ in 0..<5 {
            store.habits.shuffle()
            try harness.flush()
            try harness.expectInSync()
        }
    }

    @Test func navigationPushAndPop() throws {
        let harness = try Harness(NavigationRoot())
        let link = harness.element(.navigationLink)
        let push = try harness.send("tap", to: link)
        let stack = harness.element(.navigationStack)
        let ops = try Harness.ops(push)
        // The new screen is inserted, the old one hidden, the depth updated.
        #expect(ops.contains { $0[0] as? String == "i" && $0[1] as? Int == stack.id.rawValue })
        #expect(ops.contains { $0[0] as? String == "a" && $0[3] as? String == "hidden" && $0[4] is String })
        #expect(ops.contains { $0[0] as? String == "a" && $0[3] as? String == "data-depth" && $0[4] as? String == "1" })
        #expect(!ops.contains { $0[0] as? String == "h" })
        try harness.expectInSync()

        // Deeper, then the back button of the top screen.
        try harness.send("tap", to: harness.element(.navigationLink, text: "Deeper"))
        #expect(stack["depth"] == "2")
        try harness.expectInSync()
        let top = stack.children.last!
        let pop = try harness.send("pop", to: top)
        #expect(try Harness.opKinds(pop).contains("r"))
        #expect(stack["depth"] == "1")
        try harness.expectInSync()

        // The browser's back button: navigate the stack to depth 0.
        let sequence = harness.nextSequence()
        try harness.receive("{\"type\":\"navigate\",\"seq\":\(sequence),\"target\":\(stack.id.rawValue),\"depth\":0}")
        #expect(stack["depth"] == "0")
        #expect(stack.children.count == 1)
        try harness.expectInSync()
    }

    @Test func formControlsPatchInPlace() throws {
        let profile = Profile()
        let harness = try Harness(ProfileForm(profile: profile))
        let pickers = harness.root.descendants().filter { $0.role == .picker }
        // Menu picker: the selected option flips, as live properties.
        let select = try harness.send("select", to: pickers[0], value: "1")
        #expect(profile.flavor == "Chocolate")
        #expect(try Harness.opKinds(select).allSatisfy { $0 == "p" })
        try harness.expectInSync()
        // Typing into the field and the notes.
        let name = harness.element(.textField, text: "Name")
        let typed = try harness.send("input", to: name, value: "\"Ann\"")
        #expect(profile.name == "Ann")
        #expect(try Harness.ops(typed).count == 1)
        try harness.expectInSync()
        try harness.send("input", to: harness.element(.textField, text: "Notes"), value: "\"\\nline 1\\nline 2\"")
        #expect(profile.notes == "\nline 1\nline 2")
        try harness.expectInSync()
        // A fresh render keeps the leading newline a textarea's parser would drop.
        let reparsed = try #require(try DOMNode.parse(HTMLRenderer.html(harness.root)).first)
        #expect(reparsed.first { $0.tag == "textarea" }?.textContent == "\nline 1\nline 2")
        // Stepper: the value and its label change; − becomes enabled.
        let stepper = harness.element(.stepper)
        let step = try harness.send("increment", to: stepper)
        #expect(profile.quantity == 2)
        #expect(!(try Harness.opKinds(step).contains("h")))
        try harness.expectInSync()
        // Slider and toggle.
        try harness.send("setValue", to: harness.element(.slider), value: "0.75")
        #expect(profile.volume == 0.75)
        try harness.send("toggle", to: harness.element(.toggle), value: "false")
        #expect(!profile.notifications)
        try harness.expectInSync()
    }

    @Test func updatesTheGraphRunsByItselfArePushed() async throws {
        let store = HabitStore(count: 3)
        let harness = try Harness(HabitList(store: store))
        store.habits[0].title = "Changed elsewhere"
        // The graph schedules its own update on the main actor.
        #expect(await eventually { !harness.pushed.isEmpty })
        #expect(harness.pushed.count == 1)
        try harness.page.apply(harness.pushed[0])
        try harness.expectInSync()
    }

    @Test func longestIncreasingSubsequence() {
        #expect(PatchBuilder.longestIncreasingSubsequence([1, 2, 3, 4, 5, 0]) == [1, 2, 3, 4, 5])
        #expect(PatchBuilder.longestIncreasingSubsequence([5, 0, 1, 2, 3, 4]) == [0, 1, 2, 3, 4])
        #expect(PatchBuilder.longestIncreasingSubsequence([]) == [])
        #expect(PatchBuilder.longestIncreasingSubsequence([3, 1, 2]) == [1, 2])
    }
}
