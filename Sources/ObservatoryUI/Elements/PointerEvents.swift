/// Where a pointer event happened: in the element, and where the element's
/// top-left corner was in the window (CSS pixels).
public struct PointerLocation: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal position in the element.
    public var x: Double
    /// The vertical position in the element.
    public var y: Double
    /// The element's left edge in the window.
    public var originX: Double
    /// The element's top edge in the window.
    public var originY: Double

    /// A location in an element whose top-left corner is at (`originX`, `originY`).
    public init(x: Double, y: Double, originX: Double = 0, originY: Double = 0) {
        self.x = x
        self.y = y
        self.originX = originX
        self.originY = originY
    }

    /// `x: 12.0, y: 30.0`.
    public var description: String { "x: \(x), y: \(y)" }
}

/// How far a long press got.
public enum LongPressPhase: String, Hashable, Sendable {
    /// The pointer went down on the view.
    case began
    /// The pointer stayed down, and near, for the minimum duration.
    case recognized
    /// The pointer went up or moved away before that.
    case cancelled
}

/// One report of a drag: where it started and where the pointer is now,
/// in the element's coordinates as they were when the drag began.
public struct DragSample: Hashable, Sendable, CustomStringConvertible {
    /// Whether the pointer was released (the last report of the drag).
    public var isEnded: Bool
    /// Where the pointer went down.
    public var start: PointerLocation
    /// Where the pointer is.
    public var location: PointerLocation
    /// The pointer's velocity, in points per second.
    public var velocityX: Double
    /// The pointer's vertical velocity, in points per second.
    public var velocityY: Double

    /// A sample of a drag from `start` to `location`.
    public init(isEnded: Bool, start: PointerLocation, location: PointerLocation, velocityX: Double = 0, velocityY: Double = 0) {
        self.isEnded = isEnded
        self.start = start
        self.location = location
        self.velocityX = velocityX
        self.velocityY = velocityY
    }

    /// `changed from (x: 0, y: 0) to (x: 40, y: 0)`.
    public var description: String { "\(isEnded ? "ended" : "changed") from (\(start)) to (\(location))" }
}

/// A key event the page reports for `.onKeyPress`: the key as the page
/// names it (`a`, `enter`, `arrowup`, `space`), the characters it types, the
/// modifiers held and the phase.
public struct KeyPressSample: Hashable, Sendable, CustomStringConvertible {
    /// The phase of a key event.
    public enum Phase: String, Hashable, Sendable {
        /// The key went down.
        case down
        /// The key is held and repeats.
        case `repeat`
        /// The key came up.
        case up
    }

    /// The key as the page names it (``KeyEquivalent``'s page name).
    public var key: String
    /// The characters the key types (empty for a named key such as an arrow).
    public var characters: String
    /// The modifier keys held.
    public var modifiers: EventModifiers
    /// Down, repeat or up.
    public var phase: Phase

    /// A key event.
    public init(key: String, characters: String, modifiers: EventModifiers = [], phase: Phase = .down) {
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
        self.phase = phase
    }

    /// `down a`.
    public var description: String { "\(phase.rawValue) \(key)" }
}

/// A report of a pinch (two fingers, or a trackpad's pinch) for a
/// magnify gesture.
public struct MagnifySample: Hashable, Sendable, CustomStringConvertible {
    /// Whether the fingers lifted (the last report of the pinch).
    public var isEnded: Bool
    /// The scale since the pinch began (1 at the start).
    public var scale: Double
    /// Where the pinch began (between the fingers, or the pointer).
    public var start: PointerLocation
    /// The element's size, for the start as a unit point.
    public var width: Double, height: Double
    /// The scale's rate of change, per second.
    public var velocity: Double

    /// A sample of a pinch.
    public init(isEnded: Bool, scale: Double, start: PointerLocation, width: Double, height: Double, velocity: Double = 0) {
        self.isEnded = isEnded
        self.scale = scale
        self.start = start
        self.width = width
        self.height = height
        self.velocity = velocity
    }

    /// `×1.25 ended`.
    public var description: String { "×\(scale)\(isEnded ? " ended" : "")" }
}
