import Foundation
import Testing
@testable import ObservatoryUI

/// Images as elements: sources, resizing, rendering modes, the image
/// environment, aspect ratios, and AsyncImage's phases.
@MainActor
@Suite("Images")
struct ImageTests {
    @Test func imagesDescribeTheirSourceAndHowTheyAreDrawn() {
        struct Images: View {
            var body: some View {
                VStack {
                    Image(systemName: "star.fill")
                    Image(systemName: "bell").imageScale(.large).symbolRenderingMode(.hierarchical)
                    Image(systemName: "sun.max").symbolRenderingMode(.multicolor).imageScale(.medium)
                    Image("Photo").resizable(capInsets: EdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6), resizingMode: .tile)
                    Image(decorative: "Texture").renderingMode(.template).interpolation(.none).antialiased(false)
                    Image("Logo").resizable().interpolation(.high)
                }
                .font(.title)
            }
        }
        let lines = ViewGraph(Images()).rootElement.all(.image).map { $0.textLine() }
        #expect(lines == [
            "image font=title systemName=star.fill",
            "image font=title imageScale=large symbolRenderingMode=hierarchical systemName=bell",
            "image font=title symbolRenderingMode=multicolor systemName=sun.max",
            "image capInsets=4,6,4,6 font=title name=Photo resizable=true resizingMode=tile",
            "image antialiased=false decorative=true font=title interpolation=none name=Texture renderingMode=template",
            "image font=title name=Logo resizable=true",
        ])
    }

    @Test func aspectRatiosFitOrFill() {
        struct Ratios: View {
            var body: some View {
                VStack {
                    Image("A").resizable().scaledToFit()
                    Image("B").resizable().scaledToFill()
                    Color.red.aspectRatio(16.0 / 9, contentMode: .fit)
                    Color.blue.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill)
                }
            }
        }
        let lines = ViewGraph(Ratios()).rootElement.all(.modifier).map { $0.textLine() }
        #expect(lines == [
            "modifier contentMode=fit modifier=aspectRatio",
            "modifier contentMode=fill modifier=aspectRatio",
            "modifier contentMode=fit modifier=aspectRatio ratio=1.7777777777777777",
            "modifier contentMode=fill modifier=aspectRatio ratio=1.3333333333333333",
        ])
    }

    @Test func registeredBundlesAreRemembered() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = try #require(Bundle(url: directory))
        _ = Image("Anything", bundle: bundle)
        _ = Image("Anything", bundle: bundle)
        #expect(AssetBundles.directories.filter { $0 == bundle.bundleURL.standardizedFileURL }.count == 1)
    }

    @Observable final class Model { var url = URL(string: "https://example.com/a.png") }

    struct Photo: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty: Text("loading")
                case .success(let image): image.resizable()
                case .failure(let error): Text("failed: \(error)")
                @unknown default: EmptyView()
                }
            }
        }
    }

    @Test func asyncImagesMoveThroughTheirPhases() throws {
        let graph = ViewGraph(Photo(url: URL(string: "https://example.com/a.png")))
        let element = try #require(graph.rootElement.all(.asyncImage).first)
        #expect(element.textLine() == "asyncImage phase=empty url=https://example.com/a.png")
        #expect(graph.rootElement.all(.text).map { $0["text"] } == ["loading"])

        graph.send(.imageLoad(true), to: element.id)
        #expect(element["phase"] == "success")
        #expect(graph.rootElement.all(.image).map { $0.textLine() } == ["image resizable=true url=https://example.com/a.png"])

        graph.send(.imageLoad(false), to: element.id)
        #expect(element["phase"] == "failure")
        #expect(graph.rootElement.all(.text).map { $0["text"] } == ["failed: The image at https://example.com/a.png could not be loaded."])
    }

    @Test func aNewURLStartsAgainAndANilOneNeverLoads() throws {
        struct Screen: View {
            let model: Model
            var body: some View { Photo(url: model.url) }
        }
        let model = Model()
        let graph = ViewGraph(Screen(model: model))
        let element = try #require(graph.rootElement.all(.asyncImage).first)
        graph.send(.imageLoad(true), to: element.id)
        #expect(element["phase"] == "success")
        model.url = URL(string: "https://example.com/b.png")
        graph.update()
        #expect(element["phase"] == "empty")
        #expect(element["url"] == "https://example.com/b.png")
        model.url = nil
        graph.update()
        #expect(element["url"] == nil)
        #expect(graph.send(.imageLoad(true), to: element.id) == nil, "no URL, nothing to load")
    }

    @Test func theDefaultFormsShowAPlaceholderThenTheImage() throws {
        let graph = ViewGraph(AsyncImage(url: URL(string: "/photo.png")))
        let element = try #require(graph.rootElement.all(.asyncImage).first)
        #expect(graph.rootElement.all(.shape).count == 1, "a gray box")
        graph.send(.imageLoad(true), to: element.id)
        #expect(graph.rootElement.all(.shape).isEmpty)
        #expect(graph.rootElement.all(.image).first?["url"] == "/photo.png")

        let custom = ViewGraph(AsyncImage(url: URL(string: "/p.png")) { $0.resizable() } placeholder: { Text("wait") })
        #expect(custom.rootElement.all(.text).map { $0["text"] } == ["wait"])
    }
}
