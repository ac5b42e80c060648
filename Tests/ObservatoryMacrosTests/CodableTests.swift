import MacroTesting
import Testing

/// `Codable` classes encode their properties under the declared names, as a struct would.
@Suite(.macros(observatoryMacros, indentationWidth: .spaces(2), record: snapshotRecording))
struct CodableTests {
  /// Without user `CodingKeys`, the generated keys map `_title` to "title" and leave out the
  /// registrar; `let`s and ignored `var`s keep their names; lazy and computed ones are not coded.
  @Test func codableWithoutCodingKeys() {
    assertMacro {
      """
      @Observable
      final class Habit: Codable {
        let id: Int
        var title: String
        var notes: String?
        @ObservationIgnored var cache = 0
        @ObservationIgnored lazy var summary = ""
        var isEmpty: Bool { title.isEmpty }
        init(id: Int, title: String) {
          self.id = id
          self.title = title
        }
      }
      """
    } expansion: {
      #"""
      final class Habit: Codable {
        let id: Int
        var title: String {
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _title
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_title, newValue) else {
              _title = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "title", keyPath: \.title) {
              _title = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            guard _$observationRegistrar.isObservedOrTracking(id: 0) else {
              yield &_title
              return
            }
            _$observationRegistrar.willSet(self, id: 0, name: "title", keyPath: \.title)
            defer {
              _$observationRegistrar.didSet(self, id: 0, name: "title", keyPath: \.title)
            }
            yield &_title
          }
        }
        private var _title: String
        var notes: String? {
          @storageRestrictions(initializes: _notes)
          init(initialValue) {
            _notes = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 1)
            return _notes
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 1), shouldNotifyObservers(_notes, newValue) else {
              _notes = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 1, name: "notes", keyPath: \.notes) {
              _notes = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 1)
            guard _$observationRegistrar.isObservedOrTracking(id: 1) else {
              yield &_notes
              return
            }
            _$observationRegistrar.willSet(self, id: 1, name: "notes", keyPath: \.notes)
            defer {
              _$observationRegistrar.didSet(self, id: 1, name: "notes", keyPath: \.notes)
            }
            yield &_notes
          }
        }
        private var _notes: String?
        var cache = 0
        lazy var summary = ""
        var isEmpty: Bool { title.isEmpty }
        init(id: Int, title: String) {
          self.id = id
          self.title = title
        }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Habit, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Habit._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Habit, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Habit._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Habit.title:
            return 0
          case \Habit.notes:
            return 1
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }

        private enum CodingKeys: String, CodingKey {
          case id
          case _title = "title"
          case _notes = "notes"
          case cache
        }
      }

      extension Habit: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func qualifiedAndIsolatedConformanceSpellings() {
    assertMacro {
      """
      @MainActor
      @Observable
      final class Draft: @MainActor Swift.Encodable {
        var text = ""
      }
      """
    } expansion: {
      #"""
      @MainActor
      final class Draft: @MainActor Swift.Encodable {
        var text {
          @storageRestrictions(initializes: _text)
          init(initialValue) {
            _text = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _text
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_text, newValue) else {
              _text = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "text", keyPath: \.text) {
              _text = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            guard _$observationRegistrar.isObservedOrTracking(id: 0) else {
              yield &_text
              return
            }
            _$observationRegistrar.willSet(self, id: 0, name: "text", keyPath: \.text)
            defer {
              _$observationRegistrar.didSet(self, id: 0, name: "text", keyPath: \.text)
            }
            yield &_text
          }
        }
        private var _text = ""

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Draft, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Draft._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Draft, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Draft._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Draft.text:
            return 0
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }

        private enum CodingKeys: String, CodingKey {
          case _text = "text"
        }
      }

      extension Draft: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func codableWithoutStoredProperties() {
    assertMacro {
      """
      @Observable
      final class Marker: Decodable {
      }
      """
    } expansion: {
      """
      final class Marker: Decodable {

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Marker, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Marker._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Marker, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Marker._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }

        private enum CodingKeys: CodingKey {
        }
      }

      extension Marker: nonisolated Observatory.Observable {
      }
      """
    }
  }

  /// With user `CodingKeys`, explicit methods use the user's keys against the storage. No
  /// designated initialiser and all defaults: `init(from:)` delegates to the implicit `init()`.
  @Test func userCodingKeysWithDefaults() {
    assertMacro {
      """
      @Observable
      final class Habit: Codable {
        var title: String = ""
        var notes: String?
        var streak = 0
        @ObservationIgnored var color = "red"
        let version = 1
        enum CodingKeys: String, CodingKey {
          case title = "habit_title"
          case notes
          case streak
          case color
          case version
        }
      }
      """
    } expansion: {
      #"""
      final class Habit: Codable {
        var title: String {
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _title
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_title, newValue) else {
              _title = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "title", keyPath: \.title) {
              _title = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            guard _$observationRegistrar.isObservedOrTracking(id: 0) else {
              yield &_title
              return
            }
            _$observationRegistrar.willSet(self, id: 0, name: "title", keyPath: \.title)
            defer {
              _$observationRegistrar.didSet(self, id: 0, name: "title", keyPath: \.title)
            }
            yield &_title
          }
        }
        private var _title: String = ""
        var notes: String? {
          @storageRestrictions(initializes: _notes)
          init(initialValue) {
            _notes = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 1)
            return _notes
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 1), shouldNotifyObservers(_notes, newValue) else {
              _notes = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 1, name: "notes", keyPath: \.notes) {
              _notes = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 1)
            guard _$observationRegistrar.isObservedOrTracking(id: 1) else {
              yield &_notes
              return
            }
            _$observationRegistrar.willSet(self, id: 1, name: "notes", keyPath: \.notes)
            defer {
              _$observationRegistrar.didSet(self, id: 1, name: "notes", keyPath: \.notes)
            }
            yield &_notes
          }
        }
        private var _notes: String?
        var streak {
          @storageRestrictions(initializes: _streak)
          init(initialValue) {
            _streak = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 2)
            return _streak
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 2), shouldNotifyObservers(_streak, newValue) else {
              _streak = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 2, name: "streak", keyPath: \.streak) {
              _streak = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 2)
            var value = _streak
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 2)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 2, name: "streak", keyPath: \.streak)
            }
            defer {
              _streak = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 2, name: "streak", keyPath: \.streak)
              }
            }
            yield &value
          }
        }
        private var _streak = 0
        var color = "red"
        let version = 1
        enum CodingKeys: String, CodingKey {
          case title = "habit_title"
          case notes
          case streak
          case color
          case version
        }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Habit, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Habit._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Habit, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Habit._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Habit.title:
            return 0
          case \Habit.notes:
            return 1
          case \Habit.streak:
            return 2
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }

        func encode(to encoder: any Encoder) throws {
          var container = encoder.container(keyedBy: CodingKeys.self)
          try container.encode(self._title, forKey: .title)
          try container.encodeIfPresent(self._notes, forKey: .notes)
          try container.encodeIfPresent(self._streak, forKey: .streak)
          try container.encodeIfPresent(self.color, forKey: .color)
          try container.encodeIfPresent(self.version, forKey: .version)
        }

        convenience init(from decoder: any Decoder) throws {
          let container = try decoder.container(keyedBy: CodingKeys.self)
          func decode<Value: Decodable>(_ value: inout Value, forKey key: CodingKeys) throws {
            value = try container.decode(Value.self, forKey: key)
          }
          func decode<Value: Decodable>(_ value: inout Value?, forKey key: CodingKeys) throws {
            value = try container.decodeIfPresent(Value.self, forKey: key)
          }
          self.init()
          self._title = try container.decode(String.self, forKey: .title)
          self._notes = try container.decodeIfPresent(String.self, forKey: .notes)
          try decode(&self._streak, forKey: .streak)
          try decode(&self.color, forKey: .color)
        }
      }

      extension Habit: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  /// A non-final class with its own initialiser: a `required` designated `init(from:)`, with
  /// access matching the class.
  @Test func userCodingKeysInNonFinalPublicClass() {
    assertMacro {
      """
      @Observable
      public class Profile: Codable {
        public let id: Int
        public var name: String
        public var nickname: Optional<String>
        enum CodingKeys: String, CodingKey {
          case id = "ID", name, nickname
        }
        public init(id: Int, name: String) {
          self.id = id
          self.name = name
        }
      }
      """
    } expansion: {
      #"""
      public class Profile: Codable {
        public let id: Int
        public var name: String {
          @storageRestrictions(initializes: _name)
          init(initialValue) {
            _name = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _name
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_name, newValue) else {
              _name = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "name", keyPath: \.name) {
              _name = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            guard _$observationRegistrar.isObservedOrTracking(id: 0) else {
              yield &_name
              return
            }
            _$observationRegistrar.willSet(self, id: 0, name: "name", keyPath: \.name)
            defer {
              _$observationRegistrar.didSet(self, id: 0, name: "name", keyPath: \.name)
            }
            yield &_name
          }
        }
        private var _name: String
        public var nickname: Optional<String> {
          @storageRestrictions(initializes: _nickname)
          init(initialValue) {
            _nickname = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 1)
            return _nickname
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 1), shouldNotifyObservers(_nickname, newValue) else {
              _nickname = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 1, name: "nickname", keyPath: \.nickname) {
              _nickname = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 1)
            guard _$observationRegistrar.isObservedOrTracking(id: 1) else {
              yield &_nickname
              return
            }
            _$observationRegistrar.willSet(self, id: 1, name: "nickname", keyPath: \.nickname)
            defer {
              _$observationRegistrar.didSet(self, id: 1, name: "nickname", keyPath: \.nickname)
            }
            yield &_nickname
          }
        }
        private var _nickname: Optional<String>
        enum CodingKeys: String, CodingKey {
          case id = "ID", name, nickname
        }
        public init(id: Int, name: String) {
          self.id = id
          self.name = name
        }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Profile, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Profile._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Profile, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Profile._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Profile.name:
            return 0
          case \Profile.nickname:
            return 1
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }

        public func encode(to encoder: any Encoder) throws {
          var container = encoder.container(keyedBy: CodingKeys.self)
          try container.encode(self.id, forKey: .id)
          try container.encode(self._name, forKey: .name)
          try container.encodeIfPresent(self._nickname, forKey: .nickname)
        }

        public required init(from decoder: any Decoder) throws {
          let container = try decoder.container(keyedBy: CodingKeys.self)
          self.id = try container.decode(Int.self, forKey: .id)
          self._name = try container.decode(String.self, forKey: .name)
          self._nickname = try container.decodeIfPresent(String.self, forKey: .nickname)
        }
      }

      extension Profile: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func userWrittenMethodsAreKept() {
    assertMacro {
      """
      @Observable
      final class Score: Codable {
        var points = 0
        enum CodingKeys: CodingKey {
          case points
        }
        func encode(to encoder: any Encoder) throws {
          var container = encoder.container(keyedBy: CodingKeys.self)
          try container.encode(points * 10, forKey: .points)
        }
      }
      """
    } expansion: {
      #"""
      final class Score: Codable {
        var points {
          @storageRestrictions(initializes: _points)
          init(initialValue) {
            _points = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _points
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_points, newValue) else {
              _points = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "points", keyPath: \.points) {
              _points = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _points
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "points", keyPath: \.points)
            }
            defer {
              _points = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "points", keyPath: \.points)
              }
            }
            yield &value
          }
        }
        private var _points = 0
        enum CodingKeys: CodingKey {
          case points
        }
        func encode(to encoder: any Encoder) throws {
          var container = encoder.container(keyedBy: CodingKeys.self)
          try container.encode(points * 10, forKey: .points)
        }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Score, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Score._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Score, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Score._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Score.points:
            return 0
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }

        convenience init(from decoder: any Decoder) throws {
          let container = try decoder.container(keyedBy: CodingKeys.self)
          func decode<Value: Decodable>(_ value: inout Value, forKey key: CodingKeys) throws {
            value = try container.decode(Value.self, forKey: key)
          }
          func decode<Value: Decodable>(_ value: inout Value?, forKey key: CodingKeys) throws {
            value = try container.decodeIfPresent(Value.self, forKey: key)
          }
          self.init()
          try decode(&self._points, forKey: .points)
        }
      }

      extension Score: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func encodableOnlyWithCodingKeys() {
    assertMacro {
      """
      @Observable
      open class Report: Encodable {
        var pages: Int = 1
        enum CodingKeys: String, CodingKey {
          case pages = "page_count"
        }
      }
      """
    } expansion: {
      #"""
      open class Report: Encodable {
        var pages: Int {
          @storageRestrictions(initializes: _pages)
          init(initialValue) {
            _pages = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _pages
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_pages, newValue) else {
              _pages = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "pages", keyPath: \.pages) {
              _pages = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _pages
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "pages", keyPath: \.pages)
            }
            defer {
              _pages = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "pages", keyPath: \.pages)
              }
            }
            yield &value
          }
        }
        private var _pages: Int = 1
        enum CodingKeys: String, CodingKey {
          case pages = "page_count"
        }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Report, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Report._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Report, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Report._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Report.pages:
            return 0
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }

        open func encode(to encoder: any Encoder) throws {
          var container = encoder.container(keyedBy: CodingKeys.self)
          try container.encode(self._pages, forKey: .pages)
        }
      }

      extension Report: nonisolated Observatory.Observable {
      }
      """#
    }
  }

  @Test func nonCodableClassGetsNoCodingMembers() {
    assertMacro {
      """
      @Observable
      final class Plain: Equatable {
        var value = 0
        enum CodingKeys: CodingKey {
          case value
        }
        static func == (lhs: Plain, rhs: Plain) -> Bool { lhs === rhs }
      }
      """
    } expansion: {
      #"""
      final class Plain: Equatable {
        var value {
          @storageRestrictions(initializes: _value)
          init(initialValue) {
            _value = initialValue
          }
          get {
            _$observationRegistrar.access(self, id: 0)
            return _value
          }
          set {
            guard _$observationRegistrar.isObservedOrTracking(id: 0), shouldNotifyObservers(_value, newValue) else {
              _value = newValue
              return
            }
            _$observationRegistrar.withMutation(of: self, id: 0, name: "value", keyPath: \.value) {
              _value = newValue
            }
          }
          _modify {
            _$observationRegistrar.access(self, id: 0)
            var value = _value
            let isObserved = _$observationRegistrar.isObservedOrTracking(id: 0)
            if isObserved {
              _$observationRegistrar.willSet(self, id: 0, name: "value", keyPath: \.value)
            }
            defer {
              _value = value
              if isObserved {
                _$observationRegistrar.didSet(self, id: 0, name: "value", keyPath: \.value)
              }
            }
            yield &value
          }
        }
        private var _value = 0
        enum CodingKeys: CodingKey {
          case value
        }
        static func == (lhs: Plain, rhs: Plain) -> Bool { lhs === rhs }

        private let _$observationRegistrar = Observatory._InlineObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Plain, __macro_local_6MemberfMu_>) {
          _$observationRegistrar.access(self, keyPath: keyPath, id: Plain._$observationID(for: keyPath))
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(keyPath: KeyPath<Plain, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, id: Plain._$observationID(for: keyPath), mutation)
        }

        private nonisolated static func _$observationID(for keyPath: AnyKeyPath) -> Int? {
          switch keyPath {
          case \Plain.value:
            return 0
          default:
            return nil
          }
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }
      }

      extension Plain: nonisolated Observatory.Observable {
      }
      """#
    }
  }
}
