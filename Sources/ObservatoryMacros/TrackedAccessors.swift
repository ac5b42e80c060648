import SwiftSyntax

/// Builds the accessors of a tracked property.
///
/// The fast form reports to the registrar by integer identity and skips the bookkeeping when
/// nobody observes the property. The key-path form goes through `access(keyPath:)` and
/// `withMutation(keyPath:_:)`, which may be the user's own; it is used for the bare
/// `@ObservationTracked` and for every property of a class with its own `access` or
/// `withMutation`: those talk to the registrar by key path, so reads and writes must meet there,
/// and a write cannot be skipped by asking whether the property's number is observed.
struct TrackedAccessors {
  /// The property being expanded.
  let property: TrackedProperty
  /// Which accessors to generate.
  let form: TrackingForm
  /// For a property `@Model` persists: its index among the persisted
  /// properties, which every write reports to the model's state.
  var persistedIndex: Int? = nil

  /// `init`, `get`, `set`, and (with an identity) `_modify`.
  var accessors: [AccessorDeclSyntax] {
    switch form {
    case .keyPath:
      return [initAccessor, getter(fast: nil), keyPathSetter]
    case .indexed(let id, let customAccess, let customMutation) where customAccess || customMutation:
      return [initAccessor, getter(fast: nil), keyPathSetter, keyPathModify(id: id)]
    case .indexed(let id, _, _):
      return [initAccessor, getter(fast: id), fastSetter(id: id), fastModify(id: id)]
    }
  }

  private var storage: TokenSyntax { property.storageName }
  private var keyPath: ExprSyntax { "\\.\(property.name)" }
  /// The property's name, for observers that report which property changed.
  private var name: ExprSyntax { "\(literal: property.name.text.filter { $0 != "`" })" }

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
      \(raw: persistenceReport)guard _$observationRegistrar.isObservedOrTracking(id: \(literal: id)), shouldNotifyObservers(\(storage), newValue) else {
        \(storage) = newValue
        return
      }
      _$observationRegistrar.withMutation(of: self, id: \(literal: id), name: \(name), keyPath: \(keyPath)) {
        \(storage) = newValue
      }
    }
    """
  }

  /// For a persisted property, `_$modelState.willSet(self, property: n)`
  /// (before the write, so a rollback can restore the stored value) and
  /// `defer { _$modelState.didSet(self, property: n) }` (after it, so the
  /// context sees the new value); else nothing.
  private var persistenceReport: String {
    guard let persistedIndex else { return "" }
    return "_$modelState.willSet(self, property: \(persistedIndex))\n  defer {\n    _$modelState.didSet(self, property: \(persistedIndex))\n  }\n  "
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

  /// In-place mutation in the fast form: yields the storage directly, bracketed by
  /// `willSet`/`didSet` only when the property is observed.
  ///
  /// A value that copies for free (``TrackedProperty/copiesTrivially``) is yielded as a
  /// copy and written back when the caller is done, from a single `yield`:
  /// - an access to the storage that stays open across the yield, over the caller's code,
  ///   makes the compiler check exclusivity at run time on every access to that storage in the
  ///   module, every read included (a `count += 1` anywhere made each read of `count` several
  ///   times dearer);
  /// - a coroutine with one `yield` can be inlined into the caller, one with two is called.
  private func fastModify(id: Int) -> AccessorDeclSyntax {
    if property.copiesTrivially {
      return """
        _modify {
          \(accessCall(id: id))
          \(raw: persistenceReport)var value = \(storage)
          let isObserved = _$observationRegistrar.isObservedOrTracking(id: \(literal: id))
          if isObserved {
            _$observationRegistrar.willSet(self, id: \(literal: id), name: \(name), keyPath: \(keyPath))
          }
          defer {
            \(storage) = value
            if isObserved {
              _$observationRegistrar.didSet(self, id: \(literal: id), name: \(name), keyPath: \(keyPath))
            }
          }
          yield &value
        }
        """
    }
    return """
    _modify {
      \(accessCall(id: id))
      \(raw: persistenceReport)guard _$observationRegistrar.isObservedOrTracking(id: \(literal: id)) else {
        yield &\(storage)
        return
      }
      _$observationRegistrar.willSet(self, id: \(literal: id), name: \(name), keyPath: \(keyPath))
      defer {
        _$observationRegistrar.didSet(self, id: \(literal: id), name: \(name), keyPath: \(keyPath))
      }
      yield &\(storage)
    }
    """
  }

  /// In-place mutation in the key-path form: always bracketed by `willSet`/`didSet`, which the
  /// registrar also delivers to readers that registered by key path. A value that copies for
  /// free is yielded as a copy, as in ``fastModify(id:)``.
  private func keyPathModify(id: Int) -> AccessorDeclSyntax {
    if property.copiesTrivially {
      return """
        _modify {
          \(accessCall(id: nil))
          _$observationRegistrar.willSet(self, id: \(literal: id), name: \(name), keyPath: \(keyPath))
          var value = \(storage)
          defer {
            \(storage) = value
            _$observationRegistrar.didSet(self, id: \(literal: id), name: \(name), keyPath: \(keyPath))
          }
          yield &value
        }
        """
    }
    return """
    _modify {
      \(accessCall(id: nil))
      _$observationRegistrar.willSet(self, id: \(literal: id), name: \(name), keyPath: \(keyPath))
      defer {
        _$observationRegistrar.didSet(self, id: \(literal: id), name: \(name), keyPath: \(keyPath))
      }
      yield &\(storage)
    }
    """
  }
}
