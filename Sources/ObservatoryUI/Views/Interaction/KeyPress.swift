import Foundation

/// A key going down, repeating or coming up while the focus is in a view
/// with ``View/onKeyPress(phases:action:)`` (or one of its forms).
public struct KeyPress: Sendable {
    /// The phases of a key press.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int

        /// Creates a set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held and repeats.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]

        /// The phases as the page names them (`down repeat`).
        var pageNames: String {
            [(Phases.down, "down"), (.repeat, "repeat"), (.up, "up")].filter { contains($0.0) }.map(\.1).joined(separator: " ")
        }
    }

    /// Whether an action handled a key press.
    ///
    /// In the page, a key named in `onKeyPress(_:)` or `onKeyPress(keys:)`
    /// does not reach the browser (it does not scroll or type) whatever the
    /// action returns, since the page cannot wait for the server; a key
    /// taken by `onKeyPress(phases:)` or `onKeyPress(characters:)` always
    /// does.
    public enum Result: Hashable, Sendable {
        /// The action handled the key.
        case handled
        /// The action did not; the key goes on to the views around.
        case ignored
    }

    /// This event's phase.
    public let phase: Phases
    /// The key.
    public let key: KeyEquivalent
    /// The characters the key types (empty for a named key such as an arrow).
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    /// A key press from the page's report.
    init(_ sample: KeyPressSample) {
        phase = switch sample.phase {
        case .down: .down
        case .repeat: .repeat
        case .up: .up
        }
        key = KeyEquivalent(pageName: sample.key)
        characters = sample.characters
        modifiers = sample.modifiers
    }
}

extension KeyEquivalent {
    /// The key the page names `pageName` (the inverse of ``pageName``).
    init(pageName: String) {
        let named: [String: KeyEquivalent] = [
            "enter": .return, "escape": .escape, "backspace": .delete, "delete": .deleteForward, "tab": .tab,
            "space": .space, "arrowup": .upArrow, "arrowdown": .downArrow, "arrowleft": .leftArrow,
            "arrowright": .rightArrow, "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown, "clear": .clear,
        ]
        self = named[pageName] ?? KeyEquivalent(pageName.first ?? " ")
    }
}

extension View {
    /// Runs `action` when `key` goes down or repeats while the focus is in this view.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
    }

    /// Runs `action` for `key` in `phases` while the focus is in this view.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    /// Runs `action` for any of `keys` in `phases` while the focus is in this view.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPresses(keys: keys.map(\.pageName).sorted(), phases: phases) { press in
            keys.contains(press.key) ? action(press) : .ignored
        }
    }

    /// Runs `action` for keys that type characters of `characters`, in
    /// `phases`, while the focus is in this view.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPresses(keys: nil, phases: phases) { press in
            guard !press.characters.isEmpty, press.characters.unicodeScalars.allSatisfy(characters.contains) else { return .ignored }
            return action(press)
        }
    }

    /// Runs `action` for every key in `phases` while the focus is in this view.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPresses(keys: nil, phases: phases, action: action)
    }

    private func keyPresses(
        keys: [String]?, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        let recognizer = _GestureRecognizer(kind: .keyPress(keys: keys, phases: phases.pageNames)) { event in
            guard case .keyPress(let sample) = event else { return false }
            let press = KeyPress(sample)
            guard phases.contains(press.phase) else { return false }
            _ = action(press)
            return true
        }
        return recognizing(recognizer, priority: .simultaneous)
    }
}
