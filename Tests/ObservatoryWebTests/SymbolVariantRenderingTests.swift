import Foundation
import Testing
@testable import ObservatoryWeb

/// `.symbolVariant`: the images of a view draw their symbol's variant.
@MainActor
@Suite("Symbol variants")
struct SymbolVariantRenderingTests {
    @Test func variantsComposeNamesAsSFSymbolsDoes() {
        #expect(SymbolVariants.fill.name(of: "heart") == "heart.fill")
        #expect(SymbolVariants.circle.fill.name(of: "person") == "person.circle.fill")
        #expect(SymbolVariants.fill.circle.name(of: "person") == "person.circle.fill")
        #expect(SymbolVariants.slash.name(of: "bell.fill") == "bell.slash.fill")
        #expect(SymbolVariants.fill.name(of: "heart.fill") == "heart.fill", "no part twice")
        #expect(SymbolVariants.none.name(of: "heart") == "heart")
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(!SymbolVariants.fill.contains(.circle))
    }

    @Test func imagesDrawTheVariantOfTheirEnvironment() {
        let tree = ViewGraph(VStack {
            Image(systemName: "heart")
            Image(systemName: "star").symbolVariant(.circle)
        }.symbolVariant(.fill)).rootElement.textTree()
        #expect(tree.contains("systemName=heart.fill"), "\(tree)")
        #expect(tree.contains("systemName=star.circle.fill"), "inner variants add to outer ones")
        #expect(tree.contains("symbolBase=star"))
    }

    @Test func aVariantTheSetLacksFallsBackToTheNamedSymbol() {
        #expect(SymbolCatalog.hasIcon("heart.fill"))
        let html = HTMLRenderer.html(ViewGraph(Image(systemName: "heart").symbolVariant(.square)).rootElement)
        #expect(!SymbolCatalog.hasIcon("heart.square") || html.contains("aria-label=\"heart square\""))
        #expect(html.contains("class=\"o-image o-symbol\""), "drawn, not the placeholder: \(html)")
        let filled = HTMLRenderer.html(ViewGraph(Image(systemName: "heart").symbolVariant(.fill)).rootElement)
        #expect(filled.contains("aria-label=\"heart fill\""), "\(filled)")
    }
}
