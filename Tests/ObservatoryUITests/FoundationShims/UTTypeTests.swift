import Foundation
import Testing
import UniformTypeIdentifiers

/// `import UniformTypeIdentifiers` on Linux: declared types, types from
/// tags, conformance, and what a browser's picker accepts.
@Suite("UTType")
struct UTTypeTests {
    @Test func declaredTypesHaveTheirTagsAndConformance() {
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.image.isSupertype(of: .jpeg))
        #expect(UTType.png.supertypes.contains(.image))
        #expect(UTType("public.jpeg") == .jpeg)
        #expect(UTType("com.example.unknown") == nil)
        #expect(UTType.pdf.isDeclared && !UTType.pdf.isDynamic && !UTType.pdf.isPublic)
    }

    @Test func typesAreFoundByExtensionAndMIMEType() throws {
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil, "a declared type that does not conform")
        let dynamic = try #require(UTType(filenameExtension: "habits"))
        #expect(dynamic.isDynamic && !dynamic.isDeclared)
        #expect(dynamic.preferredFilenameExtension == "habits")
        #expect(dynamic.conforms(to: .data))
    }

    @Test func anAppsOwnTypeConformsToItsParent() {
        let habits = UTType(exportedAs: "com.example.habits", conformingTo: .json)
        #expect(habits.conforms(to: .text))
        #expect(UTType("com.example.habits") == habits)
    }

    @Test func aPickerAcceptsTheTypesTagsOrAWildcard() {
        #expect(UTType.acceptedFileTypes([.pdf]) == [".pdf", "application/pdf"])
        #expect(UTType.acceptedFileTypes([.image, .movie]) == ["image/*", "video/*"])
        #expect(UTType.acceptedFileTypes([.data]) == [], "anything")
        #expect(UTType.acceptedFileTypes([.commaSeparatedText, .text]).starts(with: [".csv", "text/csv", "text/*"]))
    }

    @Test func typesRoundTripThroughCodable() throws {
        let data = try JSONEncoder().encode([UTType.png, .pdf])
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .pdf])
    }
}
