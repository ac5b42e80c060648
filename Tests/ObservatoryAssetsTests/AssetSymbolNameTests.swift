import Testing
@testable import ObservatoryAssets

@Suite struct AssetSymbolNameTests {
    @Test(arguments: [
        ("AccentColor", "accent"), ("BrandBlue", "brandBlue"), ("brand-blue", "brandBlue"),
        ("Brand Color", "brand"), ("Color", "color"), ("URLIcon", "urlIcon"), ("URL", "url"),
        ("1Star", "_1Star"), ("default", "`default`"), ("Background_Secondary", "backgroundSecondary"),
    ])
    func colourNames(set: String, symbol: String) {
        #expect(AssetSymbolName.forColor(set) == symbol)
    }

    @Test func imageNamesDropImageNotColor() {
        #expect(AssetSymbolName.forImage("ProfileImage") == "profile")
        #expect(AssetSymbolName.forImage("Profile Image") == "profile")
        #expect(AssetSymbolName.forImage("TextColor") == "textColor")
        #expect(AssetSymbolName.forImage("Image") == "image")
        #expect(AssetSymbolName.forImage("--") == nil)
    }
}
