import SwiftSyntax

/// Builds the accessors of a tracked property.
///
/// The indexed form reports to the registrar by integer identity and skips the bookkeeping when
/// nobody observes the property; the key-path form goes through `access(keyPath:)` and
/// `withMutation(keyPath:_:)`, which may be the user's own.
struct TrackedAccessors {
  /// The property being expanded.
  let property: TrackedProperty
  /// Which accessors to generate.
  let form: TrackingForm

  /// `init`, `get`, `set`, and `_modify` for the indexed form.
  var accessors: [AccessorDeclSyntax] {
    switch form {
    case .keyPath:
      return [initAccessor, getter(fast: nil), keyPathSetter]
    case .indexed(let id, let customAccess, let customMutation):
      return [
        initAccessor,
        getter(fast: customAccess ? nil : id),
        customMutation ? keyPathSetter : fastSetter(id: id),
        modify(id: id, customAccess: customAccess),
      ]
    }
  }

  private var storage: TokenSyntax { property.storageName }
  private var keyPath: ExprSyntax { "\\.\(property.name)" }

  /// Initialises the storage, so `self.name = value` works in the class's initialisers.
  private var initAccessor: AccessorDeclSyntax {
    """
    @storageRestrictions(initializes: \(storage))
    init(initialValue) {
      \(storage) = initialValue
    }
    """
  }

  /// The statement recording a read: by identity when `id` is given, otherwise by key path.
  private func accessCall(id: Int?) -> CodeBlockItemSyntax {
    if let id {
      return "_$observationRegistrar.access(self, id: \(literal: id))"
    }
    return "access(keyPath: \(keyPath))"
  }

  private func getter(fast id: Int?) -> AccessorDeclSyntax {
    """
    get {
      \(accessCall(id: id))
      return \(storage)
    }
    """
  }

  /// A setter that notifies only when someone observes the property and the value changed.
  private func fastSetter(id: Int) -> AccessorDeclSyntax {
    """
    set {
      guard _$observationRegistrar.isObservedOrTracking(id: \(literal: id)), shouldNotifyObservers(\(storage), newValue) else {
        \(storage) = newValue
        return
      }
      _$observationRegistrar.withMutation(of: self, id: \(literal: id), keyPath: \(keyPath)) {
        \(storage) = newValue
      }
    }
    """
  }

  /// A setter that calls `withMutation(keyPath:_:)` for every real change.
  private var keyPathSetter: AccessorDeclSyntax {
    """
    set {
      guard shouldNotifyObservers(\(storage), newValue) else {
        \(storage) = newValue
        return
      }
      withMutation(keyPath: \(keyPath)) {
        \(storage) = newValue
      }
    }
    """
  }

  /// In-place mutation: yields the storage directly, bracketed by `willSet`/`didSet` when observed.
  private func modify(id: Int, customAccess: Bool) -> AccessorDeclSyntax {
    """
    _modify {
      \(accessCall(id: customAccess ? nil : id))
      guard _$observationRegistrar.isObservedOrTracking(id: \(literal: id)) else {
        yield &\(storage)
        return
      }
      _$observationRegistrar.willSet(self, id: \(literal: id), keyPath: \(keyPath))
      defer {
        _$observationRegistrar.didSet(self, id: \(literal: id), keyPath: \(keyPath))
      }
      yield &\(storage)
    }
    """
  }
}
