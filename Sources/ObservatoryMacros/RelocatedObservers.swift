import SwiftSyntax
import SwiftSyntaxMacros

/// A tracked property's `willSet`/`didSet` observers, rewritten to sit on its backing storage.
///
/// Each body is re-indented for its new place and, when the compiler can tell where it came
/// from, wrapped in `#sourceLocation` so diagnostics and breakpoints point at the user's code.
struct RelocatedObservers {
  /// The property's original accessor block (observers only).
  let block: AccessorBlockSyntax
  /// The expansion context, used to find the observers' source locations.
  let context: any MacroExpansionContext

  /// The block as source text, starting with a space: ` { willSet { … } didSet { … } }`.
  var text: String {
    guard case .accessors(let accessors) = block.accessors else { return "" }
    let lines = accessors.flatMap(relocated)
    return " {\n" + lines.map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n") + "\n}"
  }

  /// One observer as lines indented relative to the accessor itself.
  private func relocated(_ accessor: AccessorDeclSyntax) -> [String] {
    let header = accessor.with(\.body, nil).trimmedDescription
    guard let body = accessor.body else { return [header] }
    var lines = ["\(header) {"]
    let location = body.statements.first.flatMap {
      context.location(of: $0, at: .afterLeadingTrivia, filePathMode: .filePath)
    }
    if let location {
      lines.append("  #sourceLocation(file: \(location.file), line: \(location.line))")
    }
    lines += Self.dedented(body.statements.trimmedDescription).map { $0.isEmpty ? "" : "  " + $0 }
    if location != nil {
      lines.append("  #sourceLocation()")
    }
    lines.append("}")
    return lines
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
