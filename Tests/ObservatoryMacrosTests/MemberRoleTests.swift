import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// Calls each role of `@Observable` directly, to check what the snapshot harness cannot show:
/// members inside `#if`, and that a misuse produces exactly one error and no other output.
struct MemberRoleTests {
  /// The result of expanding every role of `@Observable` on the first declaration of `source`.
  struct Expansion {
    var members: [String] = []
    var attributes: [String: [String]] = [:]
    var extensions: [String] = []
    var diagnostics: [String] = []
  }

  func expand(_ source: String) throws -> Expansion {
    let file = Parser.parse(source: source)
    let declaration = try #require(file.statements.first?.item.as(DeclSyntax.self)?.asProtocol(DeclGroupSyntax.self))
    let attribute = try #require(declaration.attributes.first?.as(AttributeSyntax.self))
    let context = BasicMacroExpansionContext()
    var result = Expansion()
    result.members = try ObservableMacro.expansion(
      of: attribute, providingMembersOf: declaration, conformingTo: [], in: context
    ).map(\.trimmedDescription)
    for member in declaration.memberBlock.members.allVariables {
      let name = member.bindings.first?.pattern.trimmedDescription ?? ""
      result.attributes[name] = try ObservableMacro.expansion(
        of: attribute, attachedTo: declaration, providingAttributesFor: member, in: context
      ).map(\.trimmedDescription)
    }
    result.extensions = try ObservableMacro.expansion(
      of: attribute, attachedTo: declaration, providingExtensionsOf: TypeSyntax("Model"),
      conformingTo: [TypeSyntax("Observable")], in: context
    ).map(\.trimmedDescription)
    result.diagnostics = context.diagnostics.map(\.message)
    return result
  }

  @Test func memberInsideIfConfigGetsKeyPathForm() throws {
    let expansion = try expand(
      """
      @Observable final class Model {
        var a = 0
        #if os(Linux)
        var b = 1
        #endif
        var c = 2
      }
      """
    )
    #expect(expansion.attributes["a"] == ["@ObservationTracked(id: 0, customAccess: false, customMutation: false)"])
    #expect(expansion.attributes["b"] == ["@ObservationTracked"])
    #expect(expansion.attributes["c"] == ["@ObservationTracked(id: 1, customAccess: false, customMutation: false)"])
    #expect(expansion.diagnostics.isEmpty)
  }

  @Test(arguments: ["struct", "enum", "actor", "protocol"])
  func nonClassGetsOneErrorAndNothingElse(kind: String) throws {
    let expansion = try expand("@Observable \(kind) Model {\n  var x: Int { get }\n}")
    #expect(expansion.members.isEmpty)
    #expect(expansion.attributes.values.allSatisfy { $0.isEmpty })
    #expect(expansion.extensions.isEmpty)
    #expect(expansion.diagnostics.count == 1)
  }

  @Test(arguments: [
    "lazy var bad = 0",
    "@Clamped(0...10) var bad = 5",
    "var bad = 0, worse = 1",
    "var (bad, worse) = (0, 1)",
  ])
  func rejectedMemberGetsOneErrorAndNoAttribute(declaration: String) throws {
    let expansion = try expand("@Observable final class Model {\n  \(declaration)\n  var fine = 0\n}")
    #expect(expansion.diagnostics.count == 1)
    let badName = try #require(expansion.attributes.keys.first { $0 != "fine" })
    #expect(expansion.attributes[badName] == [])
    #expect(expansion.attributes["fine"] == ["@ObservationTracked(id: 0, customAccess: false, customMutation: false)"])
    #expect(!expansion.members.contains { $0.contains("bad") })
  }

  @Test func customMethodsAreReportedInTheAttribute() throws {
    let expansion = try expand(
      """
      @Observable final class Model {
        var value = 0
        func access<M>(keyPath: KeyPath<Model, M>) {}
        func withMutation<M, R>(keyPath: KeyPath<Model, M>, _ mutation: () throws -> R) rethrows -> R { try mutation() }
      }
      """
    )
    #expect(expansion.attributes["value"] == ["@ObservationTracked(id: 0, customAccess: true, customMutation: true)"])
    #expect(!expansion.members.contains { $0.contains("func access") || $0.contains("func withMutation") })
  }
}

extension MemberBlockItemListSyntax {
  /// Every variable declaration, including those inside `#if` clauses.
  fileprivate var allVariables: [VariableDeclSyntax] {
    flatMap { item -> [VariableDeclSyntax] in
      if let variable = item.decl.as(VariableDeclSyntax.self) { return [variable] }
      guard let ifConfig = item.decl.as(IfConfigDeclSyntax.self) else { return [] }
      return ifConfig.clauses.flatMap { clause -> [VariableDeclSyntax] in
        guard case .decls(let decls) = clause.elements else { return [] }
        return decls.allVariables
      }
    }
  }
}
