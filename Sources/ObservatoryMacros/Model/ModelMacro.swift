import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`: everything `@Observable` does, plus persistence: a column per
/// stored `var` (except `@Transient` ones), the model's state, its schema, an
/// initializer from a fetched row, and the `PersistentModel` conformance.
public struct ModelMacro {}

extension ModelMacro {
  /// The analysed class, or `nil` (with an error when `diagnose`) for anything else.
  static func modelClass(
    _ declaration: some DeclGroupSyntax, attribute: AttributeSyntax,
    in context: some MacroExpansionContext, diagnose: Bool
  ) -> PersistedModelClass? {
    if let classDecl = declaration.as(ClassDeclSyntax.self) {
      return PersistedModelClass(ObservedClass(classDecl))
    }
    if diagnose {
      context.diagnose(Diagnostic(node: attribute, message: ObservatoryDiagnostic.modelNotAClass))
    }
    return nil
  }
}

extension ModelMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let model = modelClass(declaration, attribute: node, in: context, diagnose: true) else { return [] }
    diagnose(model, in: context)
    let registrar = RegistrarMembers(observed: model.observed, context: context)
    let members = ModelMembers(model: model)
    var result: [DeclSyntax] = [registrar.registrar]
    if !model.observed.hasCustomAccess { result.append(registrar.access) }
    if !model.observed.hasCustomMutation { result.append(registrar.withMutation) }
    result.append(registrar.identityTable)
    result += registrar.shouldNotifyObservers
    result += [members.modelState, members.schema, members.rowInitializer]
    // A model that declares `Codable` encodes as `@Observable` classes do.
    result += CodableSupport(observed: model.observed).members
    return result
  }

  /// Reports what `@Model` cannot store or cannot recreate from a row, and
  /// indexes of properties that have no column.
  private static func diagnose(_ model: PersistedModelClass, in context: some MacroExpansionContext) {
    for declaration in model.indexDeclarations {
      for keyPath in declaration.indexes.joined() {
        if let problem = model.indexProblem(keyPath.name) {
          context.diagnose(Diagnostic(node: keyPath.node, message: problem))
        }
      }
    }
    for node in model.indexesInsideIfConfig {
      context.diagnose(Diagnostic(node: node, message: ObservatoryDiagnostic.indexInsideIfConfig))
    }
    for (member, _) in model.observed.decl.memberBlock.members.flattenedDecls {
      guard let variable = member.as(VariableDeclSyntax.self), !variable.modifiers.isTypeMember else { continue }
      switch variable.trackingDecision {
      case .rejected(let message, let location):
        context.diagnose(Diagnostic(node: location, message: message))
      case .tracked(let property):
        if variable.attributes.contains(named: "Transient"),
          let relationship = variable.attributes.attributes.first(where: { $0.simpleName == "Relationship" })
        {
          context.diagnose(Diagnostic(
            node: relationship, message: ObservatoryDiagnostic.transientRelationship(property.name.unescapedText)))
        } else if variable.attributes.contains(named: "Transient"), property.initializer == nil {
          context.diagnose(Diagnostic(
            node: variable.bindingSpecifier,
            message: ObservatoryDiagnostic.transientWithoutDefault(property.name.unescapedText)))
        }
      case .untouched:
        // A stored `let` or an ignored `var` without a value cannot be set
        // when a fetched instance is created.
        guard variable.hasStoredBinding, let binding = variable.bindings.first, binding.initializer == nil,
          binding.accessorBlock == nil
        else { continue }
        let name = binding.pattern.trimmedDescription
        context.diagnose(Diagnostic(
          node: variable.bindingSpecifier,
          message: variable.bindingSpecifier.tokenKind == .keyword(.let)
            ? ObservatoryDiagnostic.modelLetWithoutValue(name)
            : ObservatoryDiagnostic.transientWithoutDefault(name)))
      }
    }
  }
}

extension ModelMacro: MemberAttributeMacro {
  /// `@_PersistedProperty(id:index:)` on each persisted property, and
  /// `@Observable`'s `@ObservationTracked(id:…)` on each `@Transient` one.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let variable = member.as(VariableDeclSyntax.self),
      let model = modelClass(declaration, attribute: node, in: context, diagnose: false),
      case .tracked(let property) = variable.trackingDecision
    else { return [] }
    let name = property.name.unescapedText
    guard let id = model.observed.index(ofPropertyNamed: name) else { return ["@ObservationTracked"] }
    if let persisted = model.persisted(named: name) {
      return ["@_PersistedProperty(id: \(literal: id), index: \(literal: persisted.index))"]
    }
    return ["@ObservationTracked(id: \(literal: id), customAccess: false, customMutation: false)"]
  }
}

extension ModelMacro: ExtensionMacro {
  /// `extension C: ObservatoryData.PersistentModel, Observatory.Observable {}` (a macro
  /// must name an inherited conformance: it is not implied there).
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty, modelClass(declaration, attribute: node, in: context, diagnose: false) != nil else {
      return []
    }
    let decl: DeclSyntax = "extension \(type.trimmed): ObservatoryData.PersistentModel, Observatory.Observable {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}
