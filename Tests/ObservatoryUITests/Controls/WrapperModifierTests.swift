import Foundation
import Testing
import ObservatoryUI

@Observable final class WrapperModel {
    var total = 12
    var width: CGFloat = 100
}

struct PaddedViews: View {
    var body: some View {
        VStack {
            Text("a").padding()
            Text("b").padding(8)
            Text("c").padding(.horizontal)
            Text("d").padding(.vertical, 4)
            Text("e").padding([.top, .leading], 2)
            Text("f").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
    }
}

struct FramedViews: View {
    let model: WrapperModel
    var body: some View {
        VStack {
            Text("a").frame(width: model.width, height: 40)
            Text("b").frame(maxWidth: .infinity, alignment: .leading)
            Text("c").frame(minHeight: 10, maxHeight: 20, alignment: .topLeading)
            Text("d").position(x: 10, y: 20)
            Text("e").position(CGPoint(x: 1.5, y: 2))
            Text("f").offset(x: 3)
            Text("g").cornerRadius(6)
            Text("h").opacity(0.4)
            Text("i").shadow(radius: 3)
            Text("j").clipShape(Circle())
        }
    }
}

struct DecoratedViews: View {
    let model: WrapperModel
    var body: some View {
        VStack {
            Text("a").background(.red)
            Text("b").background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            Text("c").background { Color.blue }
            Text("d").overlay(alignment: .topTrailing) { Image(systemName: "star") }
            Text("e").overlay(Circle().stroke(.gray))
        }
    }
}

struct InsetList: View {
    let model: WrapperModel
    var body: some View {
        List { Text("row") }
            .safeAreaInset(edge: .bottom) {
                Text("Total: \(model.total)")
                    .padding()
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                    .padding(.horizontal)
            }
    }
}

@MainActor
@Suite struct WrapperModifierTests {
    @Test func paddingVariants() throws {
        let graph = ViewGraph(PaddedViews())
        #expect(graph.rootElement.all(.modifier).map { $0.textLine() } == [
            "modifier edges=all modifier=padding",
            "modifier edges=all length=8 modifier=padding",
            "modifier edges=horizontal modifier=padding",
            "modifier edges=vertical length=4 modifier=padding",
            "modifier edges=top,leading length=2 modifier=padding",
            "modifier bottom=3 leading=2 modifier=padding top=1 trailing=4",
        ])
        #expect(graph.rootElement.all(.modifier).allSatisfy { $0.children.first?.role == .text })
    }

    @Test func frameAndPlacementVariants() throws {
        let graph = ViewGraph(FramedViews(model: WrapperModel()))
        #expect(graph.rootElement.all(.modifier).map { $0.textLine() } == [
            "modifier height=40 modifier=frame width=100",
            "modifier alignment=leading maxWidth=infinity modifier=frame",
            "modifier alignment=topLeading maxHeight=20 minHeight=10 modifier=frame",
            "modifier modifier=position x=10 y=20",
            "modifier modifier=position x=1.5 y=2",
            "modifier modifier=offset x=3 y=0",
            "modifier modifier=cornerRadius radius=6",
            "modifier modifier=opacity value=0.4",
            "modifier color=#00000054 modifier=shadow radius=3 x=0 y=0",
            "modifier modifier=clipShape shape=circle",
        ])
    }

    @Test func frameChangeUpdatesOnlyTheFrame() throws {
        let model = WrapperModel()
        let graph = ViewGraph(FramedViews(model: model))
        let frame = try #require(graph.rootElement.all(.modifier).first)
        model.width = 200
        let changes = graph.update()
        #expect(frame["width"] == "200")
        #expect(changes.changedNames == [frame.id: ["width"]])
    }

    @Test func backgroundsAndOverlays() throws {
        let graph = ViewGraph(DecoratedViews(model: WrapperModel()))
        let stack = try #require(graph.rootElement.children.first)
        #expect(stack.textTree() == """
            stack alignment=center axis=vertical
              modifier modifier=background style=red
                text "a"
              modifier cornerRadius=12 modifier=background shape=roundedRectangle style=regularMaterial
                text "b"
              modifier modifier=background
                text "c"
                slot name=background
                  shape fill=blue shape=rectangle
              modifier alignment=topTrailing modifier=overlay
                text "d"
                slot name=overlay
                  image systemName=star
              modifier modifier=overlay
                text "e"
                slot name=overlay
                  shape lineWidth=1 shape=circle stroke=gray
            """)
    }

    @Test func safeAreaInsetHasContentThenInsetSlot() throws {
        let model = WrapperModel()
        let graph = ViewGraph(InsetList(model: model))
        #expect(graph.rootElement.textTree() == """
            root
              modifier edge=bottom modifier=safeAreaInset
                list
                  text "row"
                slot name=inset
                  modifier edges=horizontal modifier=padding
                    modifier cornerRadius=12 modifier=background shape=roundedRectangle style=regularMaterial
                      modifier edges=all modifier=padding
                        text "Total: 12"
            """)
        model.total = 20
        let changes = graph.update()
        let total = try #require(graph.rootElement.all(.text).last)
        #expect(total["text"] == "Total: 20")
        #expect(changes.changedNames == [total.id: ["text"]])
    }
}
