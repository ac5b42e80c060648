import Foundation
import Testing
@testable import ObservatoryAssets

@Suite struct AssetCatalogContentsTests {
    @Test func aColourSetHasItsLightAndDarkColours() throws {
        let catalog = try CatalogFixture()
        try catalog.colorSet(
            "BrandBlue",
            CatalogFixture.srgb("0.000", "0.478", "1.000"),
            CatalogFixture.srgb("0x0A", "0x84", "0xFF", dark: true))
        let contents = AssetCatalogContents(contentsOf: catalog.url)
        #expect(contents.problems.isEmpty)
        let set = try #require(contents.colorSets.first)
        #expect(set.name == "BrandBlue")
        #expect(set.light == .rgb(red: 0, green: 0.478, blue: 1, alpha: 1))
        #expect(set.dark == .rgb(red: 10.0 / 255, green: 132.0 / 255, blue: 1, alpha: 1))
    }

    @Test func componentsAreReadInEachOfXcodesForms() {
        #expect(AssetColor.component("0.500") == 0.5)
        #expect(AssetColor.component("0x80") == 128.0 / 255)
        #expect(AssetColor.component("255") == 1)
        #expect(AssetColor.component("1.700") == 1, "clamped")
        #expect(AssetColor.component("blue") == nil)
        #expect(AssetColor.component("nan") == nil)
    }

    @Test func greyLinearAndSystemColoursAreRead() throws {
        let catalog = try CatalogFixture()
        try catalog.colorSet("Grey", #"{"color":{"color-space":"gray-gamma-22","components":{"white":"0.250","alpha":"0.500"}},"idiom":"universal"}"#)
        try catalog.colorSet("Linear", #"{"color":{"color-space":"extended-linear-srgb","components":{"red":"0.214","green":"0.000","blue":"1.000","alpha":"1.000"}},"idiom":"universal"}"#)
        try catalog.colorSet("Label", #"{"color":{"platform":"ios","reference":"labelColor"},"idiom":"universal"}"#)
        let sets = AssetCatalogContents(contentsOf: catalog.url).colorSets
        #expect(sets.map(\.name) == ["Grey", "Label", "Linear"])
        #expect(sets[0].light == .rgb(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
        #expect(sets[1].light == .system("primary"))
        guard case .rgb(let red, _, _, _) = sets[2].light else { Issue.record("not rgb"); return }
        #expect(abs(red - 0.5) < 0.01, "linear 0.214 is sRGB 0.5")
    }

    @Test func highContrastAndOtherIdiomsAreNotShown() throws {
        let catalog = try CatalogFixture()
        try catalog.colorSet(
            "Tint",
            #"{"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"mac"}"#,
            CatalogFixture.srgb("0.000", "1.000", "0.000"),
            #"{"appearances":[{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb","components":{"red":"0.000","green":"0.000","blue":"1.000","alpha":"1.000"}},"idiom":"universal"}"#)
        let set = try #require(AssetCatalogContents(contentsOf: catalog.url).colorSets.first)
        #expect(set.light == .rgb(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(set.dark == nil)
    }

    @Test func aMalformedSetIsReportedAndTheOthersAreRead() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Broken.colorset/Contents.json", "{ not json")
        try catalog.colorSet("Empty")
        try catalog.colorSet("Odd", #"{"color":{"color-space":"srgb","components":{"red":"pink","green":"0","blue":"0"}},"idiom":"universal"}"#)
        try catalog.colorSet("Fine", CatalogFixture.srgb("1.000", "1.000", "1.000"))
        let contents = AssetCatalogContents(contentsOf: catalog.url)
        #expect(contents.colorSets.map(\.name) == ["Fine"])
        #expect(contents.problems.count == 3)
        #expect(contents.problems.contains { $0.hasPrefix("Broken.colorset: ") && $0.contains("not a JSON object") })
        #expect(contents.problems.contains { $0.hasPrefix("Odd.colorset: ") && $0.contains("red") })
    }

    @Test func anImageSetPicksTheSharpestFileForEachAppearance() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Logo.imageset/Contents.json", """
            {"images":[
              {"filename":"logo.png","idiom":"universal","scale":"1x"},
              {"filename":"logo@2x.png","idiom":"universal","scale":"2x"},
              {"filename":"logo@3x.png","idiom":"universal","scale":"3x"},
              {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"logo-dark@3x.png","idiom":"universal","scale":"3x"},
              {"idiom":"universal","scale":"2x","appearances":[{"appearance":"luminosity","value":"dark"}]}
            ]}
            """)
        try catalog.write("Loose.imageset/loose@3x.png", "")
        try catalog.write("Loose.imageset/loose@2x.png", "")
        try catalog.write("Folder/Nested.imageset/Contents.json", #"{"images":[{"filename":"n.svg","idiom":"universal"}]}"#)
        let sets = AssetCatalogContents(contentsOf: catalog.url).imageSets
        #expect(sets.map(\.name) == ["Nested", "Logo", "Loose"])
        let logo = sets[1]
        #expect(logo.light?.lastPathComponent == "logo@2x.png")
        #expect(logo.dark?.lastPathComponent == "logo-dark@3x.png")
        #expect(sets[2].light?.lastPathComponent == "loose@2x.png")
        #expect(sets[2].dark == nil)
        #expect(sets[0].light?.lastPathComponent == "n.svg")
        // Each file's scale, from the entry or the file's name: a page draws it at its size in points.
        #expect((logo.lightScale, logo.darkScale) == (2, 3))
        #expect(sets[2].lightScale == 2)
        #expect(sets[0].lightScale == 1)
    }
}
