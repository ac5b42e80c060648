import SwiftSyntax

/// Source text assembled from pieces of a declaration, keeping every comment
/// found in the trivia between them.
///
/// The generated storage of a tracked property is made of the user's pieces
/// (attributes, modifiers, type, initial value) with some left out (access
/// modifiers, tracking attributes) and some added (`@ObservationIgnored`,
/// `private`). Its whitespace is new, but its comments are the user's: each
/// one is written where it stood relative to the pieces around it, whether
/// or not those pieces are kept.
///
/// Whitespace between pieces becomes one space, or a line break where the
/// trivia had one and line breaks are kept (``keepsLineBreaks``). A line
/// comment is always followed by a line break.
struct CommentKeepingText {
  /// How the next piece is separated from the text so far.
  private enum Separator: Comparable {
    case none, space, lineBreak
  }

  private(set) var text = ""
  private var separator = Separator.none
  /// Whether a line break in the trivia starts a new line in the text.
  var keepsLineBreaks = true

  /// Writes the comments of `trivia`, and remembers its whitespace as the separator.
  mutating func gap(_ trivia: Trivia) {
    for piece in trivia {
      switch piece {
      case .newlines, .carriageReturns, .carriageReturnLineFeeds:
        separator = max(separator, keepsLineBreaks ? .lineBreak : .space)
      case .spaces, .tabs, .verticalTabs, .formfeeds:
        separator = max(separator, .space)
      case .lineComment(let comment), .docLineComment(let comment):
        write(comment)
        separator = .lineBreak
      case .blockComment(let comment), .docBlockComment(let comment):
        write(comment)
        separator = .space
      default:
        break
      }
    }
  }

  /// Writes `piece`, after the pending separator.
  mutating func append(_ piece: String) {
    write(piece)
    separator = .space
  }

  /// Writes `piece` right after the text so far, with no space between
  /// (a colon after a name), unless a comment came between them.
  mutating func attach(_ piece: String) {
    if separator == .space { separator = .none }
    append(piece)
  }

  /// Writes `node` (or `replacement` in its place) without its outer trivia,
  /// whose comments are kept: the leading ones before it and the trailing
  /// ones after it. With `keep` false, the node is left out but its comments,
  /// inner ones included, are written.
  mutating func append(_ node: some SyntaxProtocol, keep: Bool = true, as replacement: String? = nil) {
    guard keep else {
      for token in node.tokens(viewMode: .sourceAccurate) {
        gap(token.leadingTrivia)
        gap(token.trailingTrivia)
      }
      return
    }
    gap(node.leadingTrivia)
    append(replacement ?? node.trimmedDescription)
    gap(node.trailingTrivia)
  }

  /// Ends the current line, if anything is on it.
  mutating func breakLine() {
    separator = .lineBreak
  }

  private mutating func write(_ piece: String) {
    if !text.isEmpty && !text.hasSuffix("\n") {
      switch separator {
      case .lineBreak: text += "\n"
      case .space: text += " "
      case .none: break
      }
    }
    text += piece
  }
}
