import SwiftParser
import SwiftSyntax
import Testing

/// Which properties the macro mutates in place through a copy
/// (`TrackedProperty.copiesTrivially`): scalars, by annotation or literal;
/// anything that may hold a reference keeps its storage yielded directly.
struct TriviallyCopiedTypesTests {
  private func copies(_ declaration: String) throws -> Bool {
    let file = Parser.parse(source: declaration)
    let variable = try #require(file.statements.first?.item.as(VariableDeclSyntax.self))
    guard case .tracked(let property) = variable.trackingDecision else {
      Issue.record("\(declaration) is not tracked")
      return false
    }
    return property.copiesTrivially
  }

  @Test(arguments: [
    "var count: Int", "var count = 0", "var offset = -3", "var ratio = 0.5", "var ratio: Double = 1",
    "var isOn = false", "var flag: Bool?", "var limit: Optional<UInt8>", "var when: Date", "var id: UUID",
    "var width: CGFloat",
  ])
  func scalarsAreCopied(_ declaration: String) throws {
    #expect(try copies(declaration))
  }

  @Test(arguments: [
    "var name: String", "var name = \"\"", "var items: [Int] = []", "var items = [Int]()", "var point = Point()",
    "var table: [String: Int]", "var box: Box<Int>", "var count = makeCount()", "var pair: (Int, Int)",
    "var values: Optional<[Int]>",
  ])
  func othersAreYieldedInPlace(_ declaration: String) throws {
    #expect(try !copies(declaration))
  }
}
