import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: declares a preview of a view.
///
/// The expansion is a uniquely named type that conforms to
/// `ObservatoryUI._PreviewRegistration`. Nothing runs at start-up: the
/// previews server finds the type by its conformance record, and the view
/// closure only runs when a preview window opens.
///
/// ```swift
/// #Preview("Empty") {
///     @Previewable @State var text = ""
///     SearchField(text: $text)
/// }
/// ```
///
/// expands to
///
/// ```swift
/// struct $…ObservatoryPreviewfMu_: ObservatoryUI._PreviewRegistration {
///     struct $…ContentfMu0_: ObservatoryUI.View {
///         @State var text = ""
///         var body: some ObservatoryUI.View { SearchField(text: $text) }
///     }
///     static var preview: ObservatoryUI._PreviewDescriptor { … $…ContentfMu0_() … }
/// }
/// ```
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let arguments = PreviewArguments(node)
    for extra in arguments.unexpected {
      context.diagnose(Diagnostic(node: extra, message: PreviewDiagnostic.unexpectedArgument))
    }
    guard let body = arguments.body else {
      context.diagnose(Diagnostic(node: node, message: PreviewDiagnostic.missingBody))
      return []
    }
    let typeName = context.makeUniqueName("ObservatoryPreview")
    // Unique, so that the closure can use a view of the user's own named `Content`.
    let contentName = context.makeUniqueName("Content")
    let location = context.location(of: node)
    let file = location.map { "\($0.file)" } ?? "#fileID"
    let line = location.map { "\($0.line)" } ?? "#line"
    let name = arguments.name.map { "\($0.trimmed)" } ?? "nil"
    let traits = arguments.traits.map { "\($0.trimmed)" }.joined(separator: ", ")

    let split = PreviewContent(body.statements, in: context)
    let properties = split.properties.map { "\($0.trimmed)\n" }.joined()
    let statements = split.statements.map { "\($0.trimmed)" }.joined(separator: "\n")

    // A closure that returns its view (`do { return Detail() } catch {
    // return Text(…) }`) is no view builder: as Apple's `#Preview` takes
    // `() -> any View`, its views may differ in type.
    let returnedView = context.makeUniqueName("view")
    let content: DeclSyntax = ReturnFinder.returns(in: body.statements)
      ? """
        struct \(contentName): ObservatoryUI.View {
        \(raw: properties)func \(returnedView)() -> any ObservatoryUI.View {
        \(raw: statements)
        }
        var body: some ObservatoryUI.View {
        ObservatoryUI.AnyView(erasing: \(returnedView)())
        }
        }
        """
      : """
        struct \(contentName): ObservatoryUI.View {
        \(raw: properties)var body: some ObservatoryUI.View {
        \(raw: statements)
        }
        }
        """

    let declaration: DeclSyntax = """
      @MainActor
      struct \(typeName): ObservatoryUI._PreviewRegistration {
      \(content)
      static var preview: ObservatoryUI._PreviewDescriptor {
      ObservatoryUI._PreviewDescriptor(
      name: \(raw: name), fileID: \(raw: file), line: \(raw: line),
      traits: [\(raw: traits)] as [ObservatoryUI.PreviewTrait<ObservatoryUI.Preview.ViewTraits>]
      ) { \(contentName)() }
      }
      }
      """
    return [declaration]
  }
}

/// The statements of a `#Preview` closure, split into the `@Previewable`
/// variables (which become the generated view's stored properties, without
/// the attribute) and the rest (the view's body).
struct PreviewContent {
  var properties: [DeclSyntax] = []
  var statements: [CodeBlockItemSyntax] = []

  init(_ items: CodeBlockItemListSyntax, in context: some MacroExpansionContext) {
    for item in items {
      guard let variable = item.item.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: Self.isPreviewable)
      else {
        statements.append(item)
        continue
      }
      // A wrapper such as `@FocusState` may have its own `init()`; a plain
      // variable needs a value for the generated view's memberwise `init()`.
      let hasWrapper = variable.attributes.contains { !Self.isPreviewable($0) }
      if !hasWrapper, variable.bindings.contains(where: { $0.initializer == nil }) {
        context.diagnose(Diagnostic(node: variable, message: PreviewDiagnostic.previewableWithoutValue))
      }
      let attributes = variable.attributes.filter { !Self.isPreviewable($0) }
      properties.append(DeclSyntax(variable.with(\.attributes, attributes)))
    }
  }

  static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
    guard case .attribute(let attribute) = element else { return false }
    let name = attribute.attributeName.trimmedDescription
    return name == "Previewable" || name == "ObservatoryUI.Previewable"
  }
}

/// Finds a `return` of the preview's closure itself (not of a closure or
/// function inside it).
final class ReturnFinder: SyntaxVisitor {
  private(set) var found = false

  static func returns(in statements: CodeBlockItemListSyntax) -> Bool {
    let finder = ReturnFinder(viewMode: .sourceAccurate)
    finder.walk(statements)
    return finder.found
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
