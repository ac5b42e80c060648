import Foundation
import ObservatoryUI

/// Images: SF Symbol names drawn as icons (sizes, scales, colors), labels,
/// images from the app's resources resized to fit and fill, a pixel image
/// without smoothing, a template image in the tint, an asset catalog's
/// image set with its dark appearance, and `AsyncImage`s the
/// browser loads, one of which fails.
struct ImagesScreen: View {
    private let symbols = [
        "star.fill", "heart.fill", "bell", "gearshape", "trash", "square.and.arrow.up", "magnifyingglass",
        "person.crop.circle", "calendar", "cloud.sun", "bolt.fill", "cart", "paperplane.fill", "lock",
        "checkmark.circle.fill", "xmark.circle", "chevron.right", "ellipsis.circle", "photo", "house.fill",
    ]
    @State private var reload = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Symbols").font(.headline)
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))], spacing: 12) {
                    ForEach(symbols, id: \.self) { name in
                        Image(systemName: name).font(.title2).foregroundStyle(.tint)
                    }
                }
                HStack(alignment: .firstTextBaseline, spacing: 16) {
                    Image(systemName: "star.fill").imageScale(.small)
                    Image(systemName: "star.fill")
                    Image(systemName: "star.fill").imageScale(.large)
                    Image(systemName: "heart.fill").font(.system(size: 40)).foregroundStyle(.red)
                    Image(systemName: "sun.max.fill").symbolRenderingMode(.multicolor).font(.largeTitle).foregroundStyle(.orange)
                    Image(systemName: "no.such.symbol")
                }
                // `.symbolVariant`: the outlines below are drawn filled.
                HStack(spacing: 16) {
                    Image(systemName: "bell")
                    Image(systemName: "person").symbolVariant(.circle)
                }
                .symbolVariant(.fill)
                VStack(alignment: .leading, spacing: 8) {
                    Label("Inbox", systemImage: "tray")
                    Label("Favorites", systemImage: "star")
                    Label("Settings", systemImage: "gearshape").labelStyle(.iconOnly)
                }

                Text("Resources").font(.headline)
                HStack(spacing: 12) {
                    Image("Landscape")
                        .resizable()
                        .scaledToFit()
                        .frame(width: 150, height: 150)
                        .background(.gray.opacity(0.15))
                        .accessibilityLabel("Fit")
                    Image("Landscape")
                        .resizable()
                        .scaledToFill()
                        .frame(width: 150, height: 150)
                        .clipped()
                        .accessibilityLabel("Fill")
                    Image("Landscape")
                        .resizable()
                        .aspectRatio(1, contentMode: .fit)
                        .frame(width: 100)
                        .clipShape(.circle)
                }
                HStack(spacing: 12) {
                    Image("PixelHeart").resizable().interpolation(.none).frame(width: 72, height: 72)
                    Image("PixelHeart").resizable().frame(width: 72, height: 72)
                    Image("Badge").resizable().frame(width: 64, height: 64)
                    Image("Badge").renderingMode(.template).resizable().frame(width: 64, height: 64).foregroundStyle(.green)
                    Image("Missing")
                }
                // Resources/Assets.xcassets/Sunrise.imageset: a light and a dark appearance.
                HStack(spacing: 12) {
                    Image(.sunrise).resizable().frame(width: 48, height: 48).accessibilityLabel("Sunrise")
                    Image(.sunrise).resizable().frame(width: 48, height: 48).colorScheme(.dark).accessibilityLabel("Sunrise in dark")
                }

                Text("AsyncImage").font(.headline)
                HStack(spacing: 12) {
                    AsyncImage(url: URL(string: "/_observatory/assets/Landscape.png")) { image in
                        image.resizable().scaledToFill()
                    } placeholder: {
                        ProgressView()
                    }
                    .frame(width: 120, height: 80)
                    .clipShape(.rect(cornerRadius: 10))

                    AsyncImage(url: URL(string: "/_observatory/assets/Badge.svg")) { phase in
                        switch phase {
                        case .empty: ProgressView()
                        case .success(let image): image.resizable().scaledToFit()
                        case .failure: Image(systemName: "exclamationmark.triangle")
                        @unknown default: EmptyView()
                        }
                    }
                    .frame(width: 80, height: 80)

                    AsyncImage(url: URL(string: "/_observatory/assets/NotThere.png")) { phase in
                        if phase.error != nil {
                            Label("Failed", systemImage: "exclamationmark.triangle").foregroundStyle(.red)
                        } else {
                            ProgressView()
                        }
                    }
                }
            }
            .padding()
        }
        .navigationTitle("Images")
    }
}

#Preview("Images") {
    NavigationStack { ImagesScreen() }
}
