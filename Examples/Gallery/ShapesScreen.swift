import Foundation
import ObservatoryUI

/// Shapes and paths: the built-in shapes, strokes and their styles, trims
/// and transforms, a path drawn in its own coordinates, custom shapes drawn
/// at their measured size, and shapes that clip and back other views.
struct ShapesScreen: View {
    @State private var progress = 0.65
    @State private var rowTaps = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Built-in shapes").font(.headline)
                HStack(spacing: 12) {
                    Rectangle().fill(.blue)
                    RoundedRectangle(cornerRadius: 12).fill(.green)
                    Circle().fill(.orange)
                    Ellipse().fill(.purple)
                    Capsule().fill(.pink)
                    UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20).fill(.teal)
                }
                .frame(height: 60)

                Text("Strokes").font(.headline)
                HStack(spacing: 12) {
                    Circle().stroke(.red, lineWidth: 6)
                    Circle().strokeBorder(.red, lineWidth: 6)
                    RoundedRectangle(cornerRadius: 10)
                        .stroke(.indigo, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [8, 6]))
                    Capsule().fill(.yellow).strokeBorder(.orange, lineWidth: 4)
                }
                .frame(height: 60)

                Text("Trim and rotation").font(.headline)
                HStack(spacing: 24) {
                    ZStack {
                        Circle().stroke(.gray.opacity(0.25), lineWidth: 10)
                        Circle()
                            .trim(from: 0, to: progress)
                            .rotation(.degrees(-90))
                            .stroke(.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                        Text("\(Int((progress * 100).rounded()))%").font(.caption).bold()
                    }
                    .frame(width: 80, height: 80)
                    .accessibilityLabel("Progress ring")
                    Rectangle()
                        .rotation(.degrees(45))
                        .fill(.cyan)
                        .frame(width: 40, height: 40)
                        .accessibilityLabel("Diamond")
                    Stepper("Progress", value: $progress, in: 0...1, step: 0.05)
                }

                Text("Paths").font(.headline)
                HStack(spacing: 24) {
                    Path { path in
                        path.move(to: CGPoint(x: 30, y: 0))
                        path.addLine(to: CGPoint(x: 60, y: 52))
                        path.addLine(to: CGPoint(x: 0, y: 52))
                        path.closeSubpath()
                    }
                    .fill(.mint)
                    .frame(width: 60, height: 52)
                    .accessibilityLabel("Triangle path")
                    Path { path in
                        path.addArc(center: CGPoint(x: 30, y: 30), radius: 26, startAngle: .degrees(0),
                                    endAngle: .degrees(270), clockwise: false)
                    }
                    .stroke(.brown, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                    .frame(width: 60, height: 60)
                    HexagonBadge()
                        .frame(width: 90, height: 80)
                        .accessibilityLabel("Badge")
                }

                Text("Custom shapes").font(.headline)
                Wave(amplitude: 0.35)
                    .stroke(.blue, lineWidth: 3)
                    .frame(height: 60)
                    .accessibilityLabel("Wave")

                Text("Clips, backgrounds and overlays").font(.headline)
                HStack(spacing: 12) {
                    // The page's background colour reads on a colour in both schemes.
                    Text("Circle")
                        .foregroundStyle(.background)
                        .padding(18)
                        .background(.orange)
                        .clipShape(.circle)
                    Text("Rect 8")
                        .padding(12)
                        .background(.blue.opacity(0.2), in: .rect(cornerRadius: 8))
                    Text("Capsule")
                        .padding(.horizontal, 14).padding(.vertical, 6)
                        .background(.green.opacity(0.25))
                        .clipShape(.capsule)
                    Text("Hexagon")
                        .foregroundStyle(.background)
                        .padding(.horizontal, 24).padding(.vertical, 14)
                        .background(.indigo)
                        .clipShape(Hexagon())
                    Text("Faded")
                        .padding(12)
                        .background(.purple)
                        .foregroundStyle(.background)
                        .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
                    Text("Badge")
                        .padding(12)
                        .overlay(alignment: .topTrailing) {
                            Circle().fill(.red).frame(width: 10, height: 10)
                        }
                        .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 1))
                }
                HStack {
                    Text("Tap anywhere in this row")
                    Spacer()
                    Text("Row taps: \(rowTaps)")
                }
                .contentShape(Rectangle())
                .onTapGesture { rowTaps += 1 }
                .accessibilityLabel("Tappable row")
            }
            .padding()
        }
        .navigationTitle("Shapes and paths")
    }
}

/// A wave across its frame: drawn at the size the browser measures.
struct Wave: Shape {
    var amplitude: Double

    func path(in rect: CGRect) -> Path {
        Path { path in
            let height = rect.height * amplitude
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addCurve(
                to: CGPoint(x: rect.maxX, y: rect.midY),
                control1: CGPoint(x: rect.minX + rect.width / 3, y: rect.midY - height * 2),
                control2: CGPoint(x: rect.minX + rect.width * 2 / 3, y: rect.midY + height * 2))
        }
    }
}

/// A hexagonal badge with a gradient-free fill and a symbol-like mark: a
/// custom shape, then a path in the badge's own coordinates over it.
struct HexagonBadge: View {
    var body: some View {
        ZStack {
            Hexagon().fill(.indigo)
            Hexagon().inset(by: 6).stroke(.white.opacity(0.6), lineWidth: 2)
            Path { path in
                path.move(to: CGPoint(x: 32, y: 42))
                path.addLine(to: CGPoint(x: 42, y: 52))
                path.addLine(to: CGPoint(x: 60, y: 30))
            }
            .stroke(.white, style: StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round))
        }
    }
}

/// A hexagon with flat top and bottom edges.
struct Hexagon: InsettableShape {
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path { path in
            path.addLines(hexagonCorners(in: r))
            path.closeSubpath()
        }
    }

    func inset(by amount: CGFloat) -> Hexagon {
        Hexagon(insetAmount: insetAmount + amount)
    }
}

#Preview("Shapes") {
    NavigationStack { ShapesScreen() }
}
