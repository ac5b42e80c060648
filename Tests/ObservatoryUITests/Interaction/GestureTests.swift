import Foundation
import Testing
import ObservatoryUI

@MainActor
@Suite("Gestures")
struct GestureTests {
    private func gestures(_ graph: ViewGraph) -> [Element] {
        graph.allElements.filter { $0.role == .gesture }
    }

    private func drag(_ x: Double, _ y: Double, ended: Bool = false) -> ElementEvent {
        .drag(DragSample(
            isEnded: ended, start: PointerLocation(x: 10, y: 10, originX: 100, originY: 200),
            location: PointerLocation(x: 10 + x, y: 10 + y, originX: 100, originY: 200), velocityX: 50, velocityY: 0))
    }

    @Test func aTapGestureTellsThePageItsCountAndRunsItsAction() {
        struct Card: View {
            @State var likes = 0
            var body: some View {
                Text("Likes \(likes)").onTapGesture(count: 2) { likes += 1 }
            }
        }
        let graph = ViewGraph(Card())
        let gesture = gestures(graph)[0]
        #expect(gesture["gesture"] == "tap")
        #expect(gesture["count"] == "2")
        #expect(gesture["priority"] == nil)
        graph.send(.tapGesture(PointerLocation(x: 1, y: 1)), to: gesture.id)
        #expect(graph.texts == ["Likes 1"])
        #expect(graph.send(.longPress(.began), to: gesture.id) == nil, "a tap gesture takes no long press")
    }

    @Test func aSpatialTapReportsItsLocationInTheSpaceAsked() {
        struct Board: View {
            @State var local = CGPoint.zero
            @State var global = CGPoint.zero
            var body: some View {
                VStack {
                    Text("local \(Int(local.x)),\(Int(local.y))").onTapGesture { local = $0 }
                    Text("global \(Int(global.x)),\(Int(global.y))").onTapGesture(coordinateSpace: .global) { global = $0 }
                }
            }
        }
        let graph = ViewGraph(Board())
        let (local, global) = (gestures(graph)[0], gestures(graph)[1])
        graph.send(.tapGesture(PointerLocation(x: 12, y: 30, originX: 100, originY: 200)), to: local.id)
        graph.send(.tapGesture(PointerLocation(x: 12, y: 30, originX: 100, originY: 200)), to: global.id)
        #expect(graph.texts == ["local 12,30", "global 112,230"])
    }

    @Test func aLongPressReportsPressingAndRunsOnceRecognised() {
        struct Pad: View {
            @State var pressing = false
            @State var count = 0
            var body: some View {
                Text("\(pressing ? "pressing" : "idle") \(count)")
                    .onLongPressGesture(minimumDuration: 1, maximumDistance: 4) { count += 1 } onPressingChanged: { pressing = $0 }
            }
        }
        let graph = ViewGraph(Pad())
        let gesture = gestures(graph)[0]
        #expect(gesture["gesture"] == "longPress")
        #expect(gesture["minimumDuration"] == "1")
        #expect(gesture["maximumDistance"] == "4")
        graph.send(.longPress(.began), to: gesture.id)
        #expect(graph.texts == ["pressing 0"])
        graph.send(.longPress(.cancelled), to: gesture.id)
        #expect(graph.texts == ["idle 0"], "a press released early runs nothing")
        graph.send(.longPress(.began), to: gesture.id)
        graph.send(.longPress(.recognized), to: gesture.id)
        #expect(graph.texts == ["idle 1"])
    }

    @Test func gestureStateFollowsTheDragAndResetsWhenItEnds() {
        struct Draggable: View {
            @GestureState var offset = CGSize.zero
            @State var dropped = CGSize.zero
            @State var changes = 0
            var body: some View {
                Text("offset \(Int(offset.width)),\(Int(offset.height)) dropped \(Int(dropped.width)) changes \(changes)")
                    .gesture(
                        DragGesture(minimumDistance: 3)
                            .updating($offset) { value, state, transaction in
                                state = value.translation
                                #expect(transaction.isContinuous)
                            }
                            .onChanged { _ in changes += 1 }
                            .onEnded { dropped = $0.translation }
                    )
            }
        }
        let graph = ViewGraph(Draggable())
        let gesture = gestures(graph)[0]
        #expect(gesture["gesture"] == "drag")
        #expect(gesture["minimumDistance"] == "3")
        graph.send(drag(40, 5), to: gesture.id)
        #expect(graph.texts == ["offset 40,5 dropped 0 changes 1"])
        graph.send(drag(60, 8), to: gesture.id)
        #expect(graph.texts == ["offset 60,8 dropped 0 changes 2"])
        graph.send(drag(70, 8, ended: true), to: gesture.id)
        #expect(graph.texts == ["offset 0,0 dropped 70 changes 2"], "ended: the state is back to its initial value")
    }

    @Test func aDragValueHasLocationsVelocityAndAPrediction() {
        var last: DragGesture.Value?
        struct Host: View {
            let onEnded: @MainActor (DragGesture.Value) -> Void
            var body: some View {
                Text("x").gesture(DragGesture(coordinateSpace: .global).onEnded(onEnded))
            }
        }
        let graph = ViewGraph(Host { last = $0 })
        graph.send(drag(30, 40, ended: true), to: gestures(graph)[0].id)
        let value = try! #require(last)
        #expect(value.startLocation == CGPoint(x: 110, y: 210))
        #expect(value.location == CGPoint(x: 140, y: 250))
        #expect(value.translation == CGSize(width: 30, height: 40))
        #expect(value.velocity == CGSize(width: 50, height: 0))
        #expect(value.predictedEndLocation.x > value.location.x, "moving right: predicted further right")
        #expect(value.predictedEndLocation.y == value.location.y)
    }

    @Test func mapDerivesTheValuesAndCustomGesturesUseTheirBody() {
        struct Swipe: Gesture {
            var body: some Gesture<String> { DragGesture().map { $0.translation.width > 0 ? "right" : "left" } }
        }
        struct Pad: View {
            @State var direction = "none"
            var body: some View {
                Text(direction).gesture(Swipe().onEnded { direction = $0 })
            }
        }
        let graph = ViewGraph(Pad())
        graph.send(drag(-30, 0, ended: true), to: gestures(graph)[0].id)
        #expect(graph.texts == ["left"])
    }

    @Test func prioritiesAndMasksReachThePage() {
        struct Nested: View {
            var body: some View {
                VStack {
                    Text("a").onTapGesture {}
                }
                .simultaneousGesture(TapGesture())
                .highPriorityGesture(TapGesture(), including: .subviews)
            }
        }
        let graph = ViewGraph(Nested())
        let all = gestures(graph)
        #expect(all.count == 3)
        #expect(all[0]["gesture"] == nil, "a mask without .gesture turns this one off")
        #expect(all[1]["priority"] == "simultaneous")
        #expect(all[2]["priority"] == nil && all[2]["gesture"] == "tap")
        #expect(graph.send(.tapGesture(PointerLocation(x: 0, y: 0)), to: all[0].id) == nil, "a gesture turned off takes no tap")
    }

    @Test func aMaskWithoutSubviewsTurnsOffTheGesturesInside() {
        struct Outer: View {
            @State var inner = 0
            var body: some View {
                Text("inner \(inner)").onTapGesture { inner += 1 }
                    .gesture(TapGesture(), including: .gesture)
            }
        }
        let graph = ViewGraph(Outer())
        let all = gestures(graph)
        #expect(all[0]["gesture"] == "tap", "the outer gesture is on")
        #expect(all[1]["gesture"] == nil, "the inner one is off")
        graph.send(.tapGesture(PointerLocation(x: 0, y: 0)), to: all[1].id)
        #expect(graph.texts == ["inner 0"])
    }

    @Test func disabledTurnsGesturesOff() {
        struct Locked: View {
            @State var isLocked = true
            @State var taps = 0
            var body: some View {
                VStack {
                    Toggle("Locked", isOn: $isLocked)
                    Text("taps \(taps)").onTapGesture { taps += 1 }.disabled(isLocked)
                }
            }
        }
        let graph = ViewGraph(Locked())
        let gesture = gestures(graph)[0]
        #expect(gesture["disabled"] == "true")
        graph.send(.tapGesture(PointerLocation(x: 0, y: 0)), to: gesture.id)
        #expect(graph.texts.last == "taps 0")
        graph.send(.toggle(false), to: graph.allElements.first { $0.role == .toggle }!.id)
        #expect(gesture["disabled"] == nil)
        graph.send(.tapGesture(PointerLocation(x: 0, y: 0)), to: gesture.id)
        #expect(graph.texts.last == "taps 1")
    }

    @Test func hoverReportsEnteringAndLeaving() {
        struct Box: View {
            @State var inside = false
            var body: some View { Text(inside ? "in" : "out").onHover { inside = $0 } }
        }
        let graph = ViewGraph(Box())
        let gesture = gestures(graph)[0]
        #expect(gesture["gesture"] == "hover")
        graph.send(.hover(true), to: gesture.id)
        #expect(graph.texts == ["in"])
        graph.send(.hover(false), to: gesture.id)
        #expect(graph.texts == ["out"])
    }
}
