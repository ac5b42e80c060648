import Foundation
import Testing
import ObservatoryUI

/// Pinches (`MagnifyGesture`, `MagnificationGesture`) and composed gestures
/// (`simultaneously(with:)`, `exclusively(before:)`).
@MainActor
@Suite("Magnify and composed gestures")
struct ComposedAndMagnifyGestureTests {
    private func gestures(_ graph: ViewGraph) -> [Element] {
        graph.allElements.filter { $0.role == .gesture }
    }

    private func pinch(_ scale: Double, ended: Bool = false) -> ElementEvent {
        .magnify(MagnifySample(
            isEnded: ended, scale: scale, start: PointerLocation(x: 50, y: 30, originX: 0, originY: 100),
            width: 200, height: 120, velocity: 0.5))
    }

    @Test func aMagnifyGestureReportsTheScaleAndWhereItBegan() {
        struct Map: View {
            @GestureState var zoom = 1.0
            @State var committed = 1.0
            @State var anchor = UnitPoint.center
            var body: some View {
                Text("zoom \(zoom) committed \(committed) at \(anchor.x),\(anchor.y)")
                    .gesture(MagnifyGesture(minimumScaleDelta: 0.05)
                        .updating($zoom) { value, zoom, _ in zoom = value.magnification }
                        .onEnded { value in
                            committed *= value.magnification
                            anchor = value.startAnchor
                        })
            }
        }
        let graph = ViewGraph(Map())
        let gesture = gestures(graph)[0]
        #expect(gesture["gesture"] == "magnify")
        #expect(gesture["minimumDistance"] == "0.05")
        graph.send(pinch(1.5), to: gesture.id)
        #expect(graph.texts == ["zoom 1.5 committed 1.0 at 0.5,0.5"])
        graph.send(pinch(2, ended: true), to: gesture.id)
        #expect(graph.texts == ["zoom 1.0 committed 2.0 at 0.25,0.25"], "the state resets; the start is a unit point")
        #expect(graph.send(.drag(DragSample(isEnded: true, start: .init(x: 0, y: 0), location: .init(x: 1, y: 1))), to: gesture.id) == nil)
    }

    @Test func theOlderMagnificationGestureReportsTheScaleAlone() {
        struct Photo: View {
            @State var scale: CGFloat = 1
            var body: some View {
                Text("scale \(scale)").gesture(MagnificationGesture().onChanged { scale = $0 })
            }
        }
        let graph = ViewGraph(Photo())
        graph.send(pinch(0.75), to: gestures(graph)[0].id)
        #expect(graph.texts == ["scale 0.75"])
    }

    @Test func aSimultaneousGestureWrapsOneElementInTheOtherAndHoldsBothValues() {
        struct Canvas: View {
            @State var log: [String] = []
            var body: some View {
                Text(log.joined(separator: "|"))
                    .gesture(MagnifyGesture().simultaneously(with: DragGesture(minimumDistance: 0))
                        .onChanged { value in
                            log.append("\(value.first.map { "×\($0.magnification)" } ?? "-") \(value.second.map { "+\(Int($0.translation.width))" } ?? "-")")
                        }
                        .onEnded { value in log.append("end \(value.first != nil) \(value.second != nil)") })
            }
        }
        let graph = ViewGraph(Canvas())
        let elements = gestures(graph)
        #expect(elements.map { $0["gesture"] } == ["drag", "magnify"], "the second wraps the first")
        #expect(elements.map { $0["priority"] } == ["simultaneous", nil])
        let (drag, magnify) = (elements[0], elements[1])
        let move = { (x: Double, ended: Bool) in
            ElementEvent.drag(DragSample(isEnded: ended, start: .init(x: 0, y: 0), location: .init(x: x, y: 0)))
        }
        graph.send(pinch(1.2), to: magnify.id)
        graph.send(move(30, false), to: drag.id)
        graph.send(pinch(1.4, ended: true), to: magnify.id)
        #expect(graph.texts == ["×1.2 -|×1.2 +30"], "the pinch ended while the drag goes on: no end yet")
        graph.send(move(40, true), to: drag.id)
        #expect(graph.texts == ["×1.2 -|×1.2 +30|end true true"])
        // The other way round: the drag first, the pinch ending before it.
        graph.send(move(10, false), to: drag.id)
        graph.send(pinch(1.1), to: magnify.id)
        graph.send(pinch(1.3, ended: true), to: magnify.id)
        graph.send(move(20, true), to: drag.id)
        #expect(graph.texts == ["×1.2 -|×1.2 +30|end true true|- +10|×1.1 +10|end true true"])
    }

    @Test func anExclusiveGestureReportsWhicheverIsRecognised() {
        struct Photo: View {
            @State var log: [String] = []
            var body: some View {
                Text(log.joined(separator: "|"))
                    .gesture(TapGesture(count: 2).exclusively(before: TapGesture(count: 1)).onEnded { value in
                        switch value {
                        case .first: log.append("double")
                        case .second: log.append("single")
                        }
                    })
            }
        }
        let graph = ViewGraph(Photo())
        let elements = gestures(graph)
        #expect(elements.map { $0["count"] } == ["1", "2"], "the single tap wraps the double tap, which the page waits for")
        #expect(elements.allSatisfy { $0["priority"] == nil }, "the inner one has precedence, as nested gestures")
        graph.send(.tapGesture(PointerLocation(x: 1, y: 1)), to: elements[1].id)
        graph.send(.tapGesture(PointerLocation(x: 1, y: 1)), to: elements[0].id)
        #expect(graph.texts == ["double|single"])
    }
}
