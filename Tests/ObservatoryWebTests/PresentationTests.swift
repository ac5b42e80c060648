import Foundation
import Testing
@testable import ObservatoryUI
@testable import ObservatoryWeb

/// Toolbars, search, swipe actions, alerts and sheets, rendered from element
/// trees built by hand (the views that produce them live in ObservatoryUI's
/// presentation layer; these tests pin the HTML the renderer gives each role).
@MainActor
@Suite("Presentation roles")
struct PresentationTests {
    @MainActor
    final class Builder {
        var next = 1
        func make(_ role: ElementRole, _ attributes: [String: String] = [:], _ children: [Element] = []) -> Element {
            let element = Element(id: ElementID(rawValue: next), role: role, attributes: attributes)
            next += 1
            element.replaceChildren(with: children)
            return element
        }
        func text(_ text: String) -> Element { make(.text, ["text": text]) }
        func button(_ title: String, role: String? = nil) -> Element {
            make(.button, role.map { ["role": $0] } ?? [:], [text(title)])
        }
        func slot(_ name: String, placement: String? = nil, _ children: [Element]) -> Element {
            make(.slot, placement.map { ["name": name, "placement": $0] } ?? ["name": name], children)
        }
    }

    func dom(_ element: Element) throws -> DOMNode {
        try #require(try DOMNode.parse(HTMLRenderer.html(element)).first)
    }

    @Test func alertShowsTitleMessageAndActionsWhenPresented() throws {
        let b = Builder()
        let alert = b.make(.alert, ["title": "Delete <all>?", "isPresented": "true"], [
            b.text("Content"),
            b.slot("actions", [b.button("Delete", role: "destructive"), b.button("Cancel", role: "cancel")]),
            b.slot("message", [b.text("This cannot be undone.")]),
        ])
        let root = try dom(alert)
        let backdrop = try #require(root.first { $0.attributes["data-p"] == "d" })
        #expect(backdrop.attributes["hidden"] == nil)
        #expect(backdrop.attributes["data-a"] == nil)  // an alert is not dismissed by a click outside
        let dialog = try #require(backdrop.first { $0.attributes["role"] == "alertdialog" })
        #expect(dialog.attributes["aria-modal"] == "true")
        #expect(dialog.first { $0.tag == "h2" }?.textContent == "Delete <all>?")
        #expect(dialog.first { $0.attributes["data-p"] == "m" }?.textContent == "This cannot be undone.")
        let actions = try #require(dialog.first { $0.attributes["data-p"] == "a" })
        #expect(actions.all { $0.tag == "button" }.map { $0.attributes["class"] } == [
            "o-button o-role-destructive", "o-button o-role-cancel",
        ])
        // The content stays where it was.
        #expect(root.first { $0.attributes["data-p"] == "c" }?.textContent == "Content")
        #expect(try EventRules.graphEvent(.dismiss, for: alert) == .dismiss)
        #expect(throws: WebProtocolError.self) { try EventRules.graphEvent(.tap, for: alert) }
    }

    @Test func aSheetIsHiddenUntilPresentedAndItsBackdropDismisses() throws {
        let b = Builder()
        let hidden = try dom(b.make(.sheet, ["isPresented": "false"], [b.text("Main")]))
        let backdrop = try #require(hidden.first { $0.attributes["data-p"] == "d" })
        #expect(backdrop.attributes["hidden"] != nil)
        #expect(backdrop.attributes["data-a"] == "dismiss")
        let shown = try dom(b.make(.sheet, ["isPresented": "true"], [
            b.text("Main"), b.slot("sheet", [b.text("Sheet content")]),
        ]))
        let sheet = try #require(shown.first { $0.attributes["role"] == "dialog" })
        #expect(sheet.textContent == "Sheet content")
        #expect(sheet.parent?.attributes["hidden"] == nil)
    }

    @Test func toolbarItemsGoToTheirBars() throws {
        let b = Builder()
        let toolbar = b.make(.toolbar, [:], [
            b.text("List"),
            b.slot("toolbarItem", placement: "primaryAction", [b.button("Add")]),
            b.slot("toolbarItem", placement: "bottomBar", [b.button("Filter")]),
        ])
        let root = try dom(toolbar)
        let top = try #require(root.first { $0.attributes["data-p"] == "t" })
        let bottom = try #require(root.first { $0.attributes["data-p"] == "b" })
        #expect(top.attributes["role"] == "toolbar")
        #expect(top.textContent == "Add")
        #expect(top.elementChildren.first?.attributes["class"] == "o-slot o-slot-toolbarItem o-pl-primaryAction")
        #expect(bottom.textContent == "Filter")
        #expect(root.first { $0.attributes["data-p"] == "c" }?.textContent == "List")
    }

    @Test func searchableIsASearchInputAboveItsContent() throws {
        let b = Builder()
        let searchable = b.make(.searchable, ["text": "mi\"lk", "prompt": "Find items"], [b.text("Results")])
        let root = try dom(searchable)
        let input = try #require(root.first { $0.tag == "input" })
        #expect(input.attributes["type"] == "search")
        #expect(input.attributes["value"] == "mi\"lk")
        #expect(input.attributes["aria-label"] == "Find items")
        #expect(input.parent?.attributes["role"] == "search")
        #expect(try EventRules.graphEvent(.input("x"), for: searchable) == .input("x"))
        #expect(try EventRules.graphEvent(.submit, for: searchable) == .submit)
    }

    @Test func swipeActionsAreRowButtons() throws {
        let b = Builder()
        let swipe = b.make(.swipeActions, ["edge": "trailing", "allowsFullSwipe": "true"], [
            b.text("Milk"), b.slot("actions", [b.button("Delete", role: "destructive")]),
        ])
        let root = try dom(swipe)
        #expect(root.attributes["class"] == "o-swipe o-edge-trailing")
        #expect(root.elementChildren.map { $0.attributes["class"] } == ["o-text", "o-slot o-slot-actions"])
        #expect(root.first { $0.tag == "button" }?.textContent == "Delete")
    }
}
