import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Index<Model>([\.a], [\.b, \.c])`: the indexes of a `@Model` class.
///
/// It adds nothing itself: `@Model` reads it among the class's members and
/// lists the indexes in the schema. Here it checks what it can see without the
/// class's members: that it is inside a `@Model` class, that it names that
/// class, and that each index is a non-empty list of key paths to properties.
/// `@Model` checks that those properties are stored.
public struct IndexMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let model = context.lexicalContext.first?.as(ClassDeclSyntax.self)
    guard let model, model.attributes.contains(named: "Model") else {
      context.diagnose(Diagnostic(node: node.macroName, message: ObservatoryDiagnostic.indexOutsideModel))
      return []
    }
    let declaration = IndexDeclaration(node)
    if let named = declaration.modelName, named.text != model.name.unescapedText {
      context.diagnose(Diagnostic(
        node: named.node, message: ObservatoryDiagnostic.indexNamesAnotherModel(named.text, model.name.unescapedText)))
    }
    for problem in declaration.problems {
      context.diagnose(Diagnostic(node: problem.node, message: problem.message))
    }
    return []
  }
}

/// What one `#Index` says: the indexes it declares, as lists of property
/// names, and what in it is not a list of key paths to properties.
struct IndexDeclaration {
  /// A key path of an index: `\.name` or `\Model.name`.
  struct KeyPath {
    /// The property's name, without backticks.
    let name: String
    /// The key path, for errors.
    let node: Syntax
  }

  /// The generic argument, `Habit` of `#Index<Habit>`, if written.
  let modelName: (text: String, node: Syntax)?
  /// The indexes, in order; each a non-empty list of key paths.
  let indexes: [[KeyPath]]
  /// What is not an index.
  let problems: [(node: Syntax, message: ObservatoryDiagnostic)]

  init(_ node: some FreestandingMacroExpansionSyntax) {
    modelName = node.genericArgumentClause?.arguments.first.map { argument in
      let text = argument.argument.as(TypeSyntax.self)?.simpleName ?? argument.argument.trimmedDescription
      return (text, Syntax(argument.argument))
    }
    var indexes: [[KeyPath]] = []
    var problems: [(Syntax, ObservatoryDiagnostic)] = []
    if node.arguments.isEmpty {
      problems.append((Syntax(node.macroName), .indexWithoutKeyPaths))
    }
    for argument in node.arguments {
      guard let list = Self.keyPathList(argument.expression) else {
        problems.append((Syntax(argument.expression), .indexNotAList))
        continue
      }
      if list.elements.isEmpty {
        problems.append((Syntax(list), .emptyIndex))
        continue
      }
      var index: [KeyPath] = []
      for element in list.elements {
        if let name = Self.propertyName(element.expression) {
          index.append(KeyPath(name: name, node: Syntax(element.expression)))
        } else {
          problems.append((Syntax(element.expression), .indexKeyPathNotAProperty))
        }
      }
      if index.count == list.elements.count { indexes.append(index) }
    }
    self.indexes = indexes
    self.problems = problems
  }

  /// The array of `[\.a, \.b]`, `.binary([\.a, \.b])` or `.rtree([\.a, \.b])`.
  private static func keyPathList(_ expression: ExprSyntax) -> ArrayExprSyntax? {
    if let array = expression.as(ArrayExprSyntax.self) { return array }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["binary", "rtree"].contains(member.declName.baseName.text),
      call.arguments.count == 1, call.trailingClosure == nil
    else { return nil }
    return call.arguments.first?.expression.as(ArrayExprSyntax.self)
  }

  /// `name` for `\.name` or `\Model.name`: a key path to one property of the model.
  private static func propertyName(_ expression: ExprSyntax) -> String? {
    guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
      case .property(let property) = keyPath.components.first?.component,
      property.genericArgumentClause == nil, property.declName.argumentNames == nil
    else { return nil }
    return property.declName.baseName.unescapedText
  }
}
