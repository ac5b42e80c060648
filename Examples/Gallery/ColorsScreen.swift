import ObservatoryUI

/// Colors and styles: the system colors (light and dark), colors from
/// components, opacity, a colour set of the asset catalog (light and dark,
/// through the generated symbols and by name), the hierarchical styles,
/// materials, tint, and the four kinds of gradient.
struct ColorsScreen: View {
    private let systemColors: [(String, Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
        ("pink", .pink), ("brown", .brown), ("gray", .gray),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("System colors").font(.headline)
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 64), spacing: 8)], spacing: 8) {
                    ForEach(systemColors, id: \.0) { name, color in
                        VStack(spacing: 4) {
                            RoundedRectangle(cornerRadius: 8).fill(color).frame(height: 36)
                            Text(name).font(.caption2).foregroundStyle(.secondary)
                        }
                    }
                }

                Text("From components").font(.headline)
                HStack(spacing: 4) {
                    ForEach(0..<12) { step in
                        Color(hue: Double(step) / 12, saturation: 0.8, brightness: 0.95)
                            .frame(height: 28)
                    }
                }
                .clipShape(.capsule)
                .accessibilityLabel("Hue strip")
                HStack(spacing: 8) {
                    Color(red: 0.2, green: 0.5, blue: 0.9).frame(width: 44, height: 44)
                    Color(white: 0.3).frame(width: 44, height: 44)
                    ForEach([1.0, 0.75, 0.5, 0.25], id: \.self) { opacity in
                        Color.purple.opacity(opacity).frame(width: 44, height: 44)
                    }
                }

                Text("Asset catalog").font(.headline)
                HStack(spacing: 8) {
                    // Resources/Assets.xcassets/BrandBlue.colorset, through the
                    // symbols the AssetSymbols plugin generates, and by name.
                    Color(.brandBlue).frame(width: 44, height: 44).accessibilityLabel("Brand resource")
                    Color("BrandBlue").frame(width: 44, height: 44).accessibilityLabel("Brand by name")
                    Color.brandBlue.frame(width: 44, height: 44).colorScheme(.dark).accessibilityLabel("Brand in dark")
                    Text("Brand text").foregroundStyle(.brandBlue)
                }

                Text("Styles").font(.headline)
                HStack(spacing: 16) {
                    Text("Primary").foregroundStyle(.primary)
                    Text("Secondary").foregroundStyle(.secondary)
                    // Tertiary is for fills and glyphs, too faint for text.
                    Label { Text("Tertiary") } icon: {
                        RoundedRectangle(cornerRadius: 4).fill(.tertiary).frame(width: 16, height: 16)
                    }
                    Text("Tint").foregroundStyle(.tint)
                }
                ZStack {
                    LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing)
                    HStack(spacing: 8) {
                        Text("Thin").padding(10).background(.thinMaterial, in: .rect(cornerRadius: 8))
                        Text("Regular").padding(10).background(.regularMaterial, in: .rect(cornerRadius: 8))
                        Text("Thick").padding(10).background(.thickMaterial, in: .rect(cornerRadius: 8))
                    }
                }
                .frame(height: 80)
                .clipShape(.rect(cornerRadius: 12))
                HStack {
                    Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.green)
                    Button("Default") {}.buttonStyle(.borderedProminent)
                }

                Text("Gradients").font(.headline)
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                        .accessibilityLabel("Linear")
                    Circle()
                        .fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 2, endRadius: 40))
                        .accessibilityLabel("Radial")
                    Circle()
                        .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                        .accessibilityLabel("Angular")
                    Ellipse()
                        .fill(EllipticalGradient(colors: [.mint, .indigo]))
                        .accessibilityLabel("Elliptical")
                    RoundedRectangle(cornerRadius: 12).fill(Color.teal.gradient)
                        .accessibilityLabel("Color gradient")
                }
                .frame(height: 80)
                Capsule()
                    .strokeBorder(LinearGradient(colors: [.blue, .green], startPoint: .leading, endPoint: .trailing), lineWidth: 6)
                    .frame(height: 40)
                Text("Gradient text")
                    .font(.largeTitle).bold()
                    .foregroundStyle(.linearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
            }
            .padding()
        }
        .navigationTitle("Colors and gradients")
    }
}

#Preview("Colors") {
    NavigationStack { ColorsScreen() }
}
