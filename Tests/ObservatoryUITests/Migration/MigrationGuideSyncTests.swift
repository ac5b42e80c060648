import Foundation
import Testing

/// Keeps docs/migration.md honest: every ```swift block of the guide must
/// appear, character for character, in one of the test files of this folder,
/// where it is compiled and its behaviour asserted.
@Suite("Migration: docs/migration.md matches the tests")
struct MigrationGuideSyncTests {
    /// Tests/ObservatoryUITests/Migration/ → the package root.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = folder
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of each ```swift … ``` block of `markdown`, without the fences.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil {
                if line.trimmingCharacters(in: .whitespaces) == "```swift" { current = [] }
            } else if line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current!.append(line)
            }
        }
        #expect(current == nil, "a ```swift block is not closed")
        return blocks
    }

    @Test func everySwiftBlockOfTheGuideIsInAMigrationTestFile() throws {
        let guide = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("docs/migration.md"), encoding: .utf8)
        let ownName = URL(fileURLWithPath: #filePath).lastPathComponent
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != ownName }
            .sorted()
        let sources = try files.map {
            try String(contentsOf: Self.folder.appendingPathComponent($0), encoding: .utf8)
        }
        #expect(files.count >= 6)

        let blocks = Self.swiftBlocks(in: guide)
        #expect(blocks.count >= 12, "the guide lost its examples, or the parser its blocks")
        for block in blocks {
            #expect(!block.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            #expect(sources.contains { $0.contains(block) },
                    "not found verbatim in Tests/ObservatoryUITests/Migration/*.swift:\n\(block)")
        }
    }

    @Test func theParserFindsBlocksAndIgnoresOtherFences() {
        let markdown = "text\n```swift\nlet a = 1\n\nlet b = 2\n```\n```\nOutput: x\n```\n```swift\nlet c = 3\n```\n"
        #expect(Self.swiftBlocks(in: markdown) == ["let a = 1\n\nlet b = 2", "let c = 3"])
    }
}
