import ObservatoryUI

/// Effects: transforms that leave the layout alone, color filters, blend
/// modes, shadows, clips and borders, and redacted placeholders.
struct EffectsScreen: View {
    @State private var isLoading = true

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Transforms").font(.headline)
                HStack(spacing: 28) {
                    tile("Scale", "arrow.up.left.and.arrow.down.right", .orange).scaleEffect(1.3)
                    tile("Rotate", "arrow.clockwise", .green).rotationEffect(.degrees(20))
                    tile("3D", "cube", .blue).rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0))
                    tile("Offset", "arrow.down.right", .purple).offset(x: 8, y: 8)
                    tile("Opacity", "circle.lefthalf.filled", .red).opacity(0.4)
                    tile("Skew", "square.on.square", .teal).modifier(SkewEffect(amount: 0.5))
                    tile("Visual", "eye", .indigo).visualEffect { content, proxy in
                        // Further down the window, smaller: a frame-driven effect.
                        content.scaleEffect(proxy.size.width > 0 ? 0.75 : 1)
                    }
                }

                Text("Scroll transitions").font(.headline)
                ScrollView(.horizontal) {
                    HStack(spacing: 12) {
                        ForEach(Array(Self.cardSymbols.enumerated()), id: \.offset) { index, symbol in
                            tile("Card \(index + 1)", symbol, .mint)
                                .scrollTransition(axis: .horizontal) { content, phase in
                                    content
                                        .opacity(phase.isIdentity ? 1 : 0.3)
                                        .scaleEffect(phase.isIdentity ? 1 : 0.75)
                                }
                        }
                    }
                }
                .frame(width: 280)

                Text("Color filters").font(.headline)
                HStack(spacing: 12) {
                    swatch.accessibilityLabel("Original")
                    swatch.blur(radius: 3).accessibilityLabel("Blur")
                    swatch.brightness(0.3).accessibilityLabel("Brightness")
                    swatch.contrast(0.4).accessibilityLabel("Contrast")
                    swatch.saturation(0.2).accessibilityLabel("Saturation")
                    swatch.grayscale(1).accessibilityLabel("Grayscale")
                    swatch.hueRotation(.degrees(120)).accessibilityLabel("Hue rotation")
                    swatch.colorMultiply(.yellow).accessibilityLabel("Color multiply")
                    swatch.colorInvert().accessibilityLabel("Color invert")
                }

                Text("Blending and compositing").font(.headline)
                ZStack {
                    Circle().fill(.red).frame(width: 70, height: 70).offset(x: -20)
                    Circle().fill(.blue).frame(width: 70, height: 70).offset(x: 20).blendMode(.screen)
                }
                .compositingGroup()
                .frame(width: 140, height: 80)
                .accessibilityLabel("Screen blend")

                Text("Shadows, corners and borders").font(.headline)
                HStack(spacing: 20) {
                    Text("Shadow").padding(12).background(.background, in: .rect(cornerRadius: 10))
                        .shadow(color: .black.opacity(0.25), radius: 8, x: 0, y: 4)
                    Text("Corners").foregroundStyle(.background).padding(12).background(.mint).cornerRadius(10)
                    Text("Border").padding(12).border(.indigo, width: 3)
                }

                Text("Redacted").font(.headline)
                Toggle("Loading", isOn: $isLoading)
                VStack(alignment: .leading, spacing: 6) {
                    Label("Morning run", systemImage: "figure.run").font(.headline)
                    Text("5.2 km in 28 minutes")
                    Text("Synced").unredacted()
                }
                .redacted(reason: isLoading ? .placeholder : [])
            }
            .padding()
        }
        .navigationTitle("Effects")
    }

    private var swatch: some View {
        LinearGradient(colors: [.red, .orange, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            .frame(width: 56, height: 56)
            .clipShape(.rect(cornerRadius: 10))
    }

    private static let cardSymbols = [
        "star.fill", "heart.fill", "bolt.fill", "flame.fill", "drop.fill", "moon.fill",
        "sun.max.fill", "leaf", "cube.fill", "square.fill", "circle.fill", "shield.fill",
    ]

    /// A tile to transform: a symbol on a colour, named for assistive
    /// technology (a symbol, not text, so a faded tile reads no text).
    private func tile(_ title: String, _ symbol: String, _ color: Color) -> some View {
        Image(systemName: symbol)
            .font(.title2)
            .foregroundStyle(.white)
            .frame(width: 64, height: 64)
            .background(color, in: .rect(cornerRadius: 12))
            .accessibilityLabel(title)
    }
}

#Preview("Effects") {
    NavigationStack { EffectsScreen() }
}
