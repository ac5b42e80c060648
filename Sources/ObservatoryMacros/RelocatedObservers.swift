import SwiftSyntax
import SwiftSyntaxMacros

/// A tracked property's `willSet`/`didSet` observers, rewritten to sit on its backing storage.
///
/// Each body is re-indented for its new place and, when the compiler can tell where it came
/// from, wrapped in `#sourceLocation` so diagnostics and breakpoints point at the user's code.
/// The user's comments come along: before, between and after the observers, and inside their
/// bodies (those before the first statement and after the last one sit outside the
/// `#sourceLocation` lines, so the statements keep their line numbers).
struct RelocatedObservers {
  /// The property's original accessor block (observers only).
  let block: AccessorBlockSyntax
  /// The expansion context, used to find the observers' source locations.
  let context: any MacroExpansionContext

  /// The block as source text: `{ willSet { … } didSet { … } }`.
  var text: String {
    guard case .accessors(let accessors) = block.accessors else { return "" }
    var lines = Self.commentLines(in: block.leftBrace.trailingTrivia)
    for accessor in accessors {
      lines += Self.commentLines(in: accessor.leadingTrivia) + relocated(accessor)
      lines += Self.commentLines(in: accessor.trailingTrivia)
    }
    lines += Self.commentLines(in: block.rightBrace.leadingTrivia)
    return "{\n" + lines.map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n") + "\n}"
  }

  /// One observer as lines indented relative to the accessor itself.
  private func relocated(_ accessor: AccessorDeclSyntax) -> [String] {
    let header = accessor.with(\.body, nil).trimmedDescription
    guard let body = accessor.body else { return [header] }
    var inner = Self.commentLines(in: body.leftBrace.trailingTrivia)
    inner += body.statements.first.map { Self.commentLines(in: $0.leadingTrivia) } ?? []
    let location = body.statements.first.flatMap {
      context.location(of: $0, at: .afterLeadingTrivia, filePathMode: .filePath)
    }
    if let location {
      inner.append("#sourceLocation(file: \(location.file), line: \(location.line))")
    }
    if !body.statements.isEmpty {
      // Without the leading trivia (written above), but with a comment after the last statement.
      var statements = body.statements.with(\.leadingTrivia, []).description
      while statements.last?.isWhitespace == true { statements.removeLast() }
      inner += Self.dedented(statements)
    }
    inner += Self.commentLines(in: body.rightBrace.leadingTrivia)
    if location != nil {
      inner.append("#sourceLocation()")
    }
    return ["\(header) {"] + inner.map { $0.isEmpty ? "" : "  " + $0 } + ["}"]
  }

  /// The comments in `trivia`, one per line.
  private static func commentLines(in trivia: Trivia) -> [String] {
    trivia.compactMap { piece in
      switch piece {
      case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
        return text
      default:
        return nil
      }
    }
  }

  /// Splits `text` into lines and removes the indentation shared by all lines after the first
  /// (the first starts where the statements began, so its indentation is already gone).
  private static func dedented(_ text: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let shared =
      lines.dropFirst()
      .filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix { $0 == " " || $0 == "\t" }.count }
      .min() ?? 0
    return lines.enumerated().map { index, line in
      String(index == 0 ? line : line.dropFirst(min(shared, line.prefix { $0 == " " || $0 == "\t" }.count)))
    }
  }
}
