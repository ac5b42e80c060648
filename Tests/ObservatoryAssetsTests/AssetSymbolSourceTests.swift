import Testing
@testable import ObservatoryAssets

@Suite struct AssetSymbolSourceTests {
    @Test func coloursAndImagesGetResourcesAndColoursGetMembers() throws {
        let catalog = try CatalogFixture()
        try catalog.colorSet("BrandBlue", CatalogFixture.srgb("0.000", "0.478", "1.000"))
        try catalog.colorSet("AccentColor", CatalogFixture.srgb("1.000", "0.400", "0.000"))
        try catalog.write("Avatar.imageset/Contents.json", #"{"images":[{"filename":"a.png","idiom":"universal"}]}"#)
        let source = AssetSymbolSource(
            catalogs: [("Assets.xcassets", AssetCatalogContents(contentsOf: catalog.url))], bundleExpression: "Bundle.module")
        #expect(source.warnings.isEmpty)
        #expect(source.text.contains("private let resourceBundle = Bundle.module"))
        #expect(source.text.contains(#"static let brandBlue = ColorResource(name: "BrandBlue", bundle: resourceBundle)"#))
        #expect(source.text.contains(#"static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)"#))
        #expect(source.text.contains(#"static let avatar = ImageResource(name: "Avatar", bundle: resourceBundle)"#))
        #expect(source.text.components(separatedBy: "static var brandBlue: Color { Color(.brandBlue) }").count == 3, "Color and ShapeStyle")
        #expect(source.text.contains("extension ShapeStyle where Self == Color {"))
        // `.foregroundStyle(.accent)`, as Xcode generates for an AccentColor set.
        #expect(source.text.components(separatedBy: "static var accent: Color { Color(.accent) }").count == 3)
    }

    @Test func aSymbolTakenTwiceIsReportedAndASystemNameGetsNoMember() throws {
        let catalog = try CatalogFixture()
        try catalog.colorSet("Brand", CatalogFixture.srgb("0.000", "0.000", "1.000"))
        try catalog.colorSet("BrandColor", CatalogFixture.srgb("1.000", "0.000", "0.000"))
        try catalog.colorSet("Red", CatalogFixture.srgb("1.000", "0.000", "0.000"))
        let source = AssetSymbolSource(
            catalogs: [("Assets.xcassets", AssetCatalogContents(contentsOf: catalog.url))], bundleExpression: "Bundle.module")
        #expect(source.warnings == ["Assets.xcassets: BrandColor.colorset would be named `brand` like Assets.xcassets/Brand.colorset; rename one of them"])
        #expect(source.text.contains(#"static let red = ColorResource(name: "Red", bundle: resourceBundle)"#))
        #expect(!source.text.contains("static var red: Color"), "Color.red stays the system red")
        #expect(source.text.contains("static var brand: Color"))
    }

    @Test func aNameWithQuotesIsEscaped() throws {
        let catalog = try CatalogFixture()
        try catalog.colorSet(#"Odd "Quote\"#, CatalogFixture.srgb("0.000", "0.000", "1.000"))
        let source = AssetSymbolSource(
            catalogs: [("Assets.xcassets", AssetCatalogContents(contentsOf: catalog.url))], bundleExpression: "Bundle.module")
        #expect(source.text.contains(#"static let oddQuote = ColorResource(name: "Odd \"Quote\\", bundle: resourceBundle)"#))
    }
}
