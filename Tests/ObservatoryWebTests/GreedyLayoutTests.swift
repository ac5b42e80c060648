import Foundation
import Testing
@testable import ObservatoryWeb

/// SwiftUI's greedy views (text fields, segmented pickers, lists, forms,
/// navigation) take the space a vertical stack offers. The stylesheet says so
/// with rules on the classes the renderer writes; these tests hold the two
/// together (browser-tests/todos_test.py measures the result in Chromium).
@MainActor
@Suite("Greedy views in stacks")
struct GreedyLayoutTests {
    private struct PickerOverStack: View {
        @State private var page = 0
        @State private var query = ""
        var body: some View {
            VStack {
                Picker("Page", selection: $page) {
                    Text("One").tag(0)
                    Text("Two").tag(1)
                }
                .pickerStyle(.segmented)
                TextField("Search", text: $query)
                NavigationStack { List { Text("Row") } }
            }
        }
    }

    private func stylesheet() throws -> String {
        let style = try #require(StaticResource.bundled().first { $0.path.hasSuffix(".css") })
        return String(decoding: style.body, as: UTF8.self)
    }

    @Test func theRendererWritesTheClassesTheRulesSelect() throws {
        let html = HTMLRenderer.html(ViewGraph(PickerOverStack()).rootElement)
        let root = try #require(try DOMNode.parse(html).first)
        let stack = try #require(root.elementChildren.first)
        #expect(stack.attributes["class"]?.split(separator: " ").contains("o-v") == true)
        let classes = stack.elementChildren.map { Set(($0.attributes["class"] ?? "").split(separator: " ").map(String.init)) }
        #expect(classes.count == 3)
        #expect(classes[0].isSuperset(of: ["o-picker", "o-segmented"]))
        #expect(classes[1].contains("o-field"))
        #expect(classes[2].contains("o-nav"))
    }

    @Test func theStylesheetStretchesGreedyViewsAcrossVerticalStacks() throws {
        let css = try stylesheet()
        #expect(css.contains(".o-v > :is(.o-field, .o-segmented, .o-list, .o-form, .o-nav, .o-split, .o-tabs, .o-scroll) { align-self: stretch; }"))
        // Lists, forms, navigation and scroll views take the stack's height too.
        #expect(css.contains(".o-v > :is(.o-list, .o-form, .o-nav, .o-split, .o-tabs, .o-scroll) { flex: 1 1 auto; min-height: 0; }"))
        #expect(css.contains(".o-v > .o-h:has(> :is(.o-field, .o-segmented)) { align-self: stretch; }"))
        // A stack holding one (at any depth, up to a frame with a set size) fills the window at the root,
        // and also under an .alert's, .sheet's or .toolbar's host (browser-tests/layout_test.py measures it).
        #expect(css.contains(":is(.o-root, .o-screen-body, .o-tab-content, .o-v, .o-mod) > :is(.o-stack, .o-mod):not(.o-set-h, .o-fixed-h):has(:is(.o-list, .o-form, .o-nav, .o-split, .o-tabs, "))
        #expect(css.contains(":is(.o-root, .o-screen-body, .o-tab-content, .o-v, .o-mod) > :is(.o-presenter, .o-toolbar-host) > :is(.o-presenting, .o-toolbar-content) > :is(.o-stack, .o-mod):not(.o-set-w, .o-fixed-w):has(:is(.o-list, .o-form, .o-nav, .o-split, .o-tabs, "))
        // A segmented picker's options do not wrap, and its title is for assistive technology only.
        #expect(css.contains(".o-segmented > legend { position: absolute;"))
        #expect(css.contains("white-space: nowrap; padding: 5px 10px"))
    }
}
