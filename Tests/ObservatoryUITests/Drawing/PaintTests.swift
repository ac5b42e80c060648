import Foundation
import Testing
@testable import ObservatoryUI

/// Colors from their components, gradients and the other shape styles, as
/// the attribute values renderers read.
@MainActor
@Suite("Colors and gradients")
struct PaintTests {
    @Test func colorsFromComponents() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1).styleDescription == "#FF0000")
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).styleDescription == "#00FF00")
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 1).styleDescription == "#0000FF")
        #expect(Color(hue: 0.5, saturation: 0.5, brightness: 0.8, opacity: 0.5).styleDescription == "#66CCCC80")
        #expect(Color(hue: 1, saturation: 1, brightness: 1).styleDescription == "#FF0000", "a whole turn is red again")
        #expect(Color(white: 0.5).styleDescription == "#808080")
        #expect(Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5).styleDescription == "#BCBCBC")
        #expect(Color(.sRGB, red: 1, green: 0.5, blue: 0).styleDescription == "#FF8000")
        #expect(Color.red.opacity(0.5).styleDescription == "red/0.5")
        #expect(Color.blue.opacity(0.5).opacity(0.5).styleDescription == "blue/0.25")
    }

    @Test func gradientsDescribeTheirGeometryAndStops() {
        #expect(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).styleDescription
            == "linear:0.5,0,0.5,1:red@0;blue@1")
        #expect(LinearGradient(stops: [.init(color: .red, location: 0.2), .init(color: Color(white: 1), location: 0.9)],
                               startPoint: .topLeading, endPoint: .bottomTrailing).styleDescription
            == "linear:0,0,1,1:red@0.2;#FFFFFF@0.9")
        #expect(Gradient(colors: [.red, .green, .blue]).stopsDescription == "red@0;green@0.5;blue@1")
        #expect(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 5, endRadius: 50).styleDescription
            == "radial:0.5,0.5,5,50:yellow@0;orange@1")
        #expect(EllipticalGradient(colors: [.white, .black]).styleDescription == "elliptical:0.5,0.5,0,0.5:white@0;black@1")
        #expect(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(90), endAngle: .degrees(90)).styleDescription
            == "angular:0.5,0.5,90,450:red@0;blue@1", "equal angles make a whole turn")
        #expect(Color.blue.gradient.styleDescription == "linear:0.5,0,0.5,1:mix(blue,white,0.2)@0;blue@1")
    }

    @Test func gradientsAndStylesPaintShapesAndFillViews() {
        struct Swatches: View {
            var body: some View {
                VStack {
                    LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                    Circle().fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 40))
                    Rectangle().fill(.background)
                    Capsule().stroke(.tint, lineWidth: 2)
                    Rectangle().fill(Color(hue: 0, saturation: 0, brightness: 0.2))
                    Text("Gradient").foregroundStyle(.linearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom))
                }
            }
        }
        let root = ViewGraph(Swatches()).rootElement
        #expect(root.all(.shape).map { $0.textLine() } == [
            "shape fill=linear:0,0.5,1,0.5:red@0;blue@1 shape=rectangle",
            "shape fill=radial:0.5,0.5,0,40:white@0;blue@1 shape=circle",
            "shape fill=background shape=rectangle",
            "shape lineWidth=2 shape=capsule stroke=tint",
            "shape fill=#333333 shape=rectangle",
        ])
        #expect(root.all(.text).first?["foreground"] == "linear:0.5,0,0.5,1:pink@0;purple@1")
    }
}
