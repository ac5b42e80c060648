/// A user action that a renderer delivers to an ``Element``.
public enum ElementEvent: Hashable, Sendable, CustomStringConvertible {
    /// A click or tap (buttons, links, rows).
    case tap
    /// The text of a field changed to this value.
    case input(String)
    /// Return was pressed in a text field (`onSubmit`).
    case submit
    /// A toggle was switched to this value.
    case toggle(Bool)
    /// The option at this index of a picker was chosen.
    case select(Int)
    /// A stepper's + button.
    case increment
    /// A stepper's − button.
    case decrement
    /// A slider moved, or a date picker or number field took this value.
    case setValue(Double)
    /// The row's delete action (`.onDelete`).
    case delete
    /// Move the row's element so that it comes before the element now at
    /// this offset (`.onMove`; the count moves it last).
    case move(toOffset: Int)
    /// Navigation back: pop the top screen of a stack.
    case pop
    /// Move a navigation stack to this many pushed screens (the browser's
    /// back and forward buttons): going back pops, going forward pushes again
    /// the screens that were popped, as long as nothing new was pushed since.
    case navigate(depth: Int)
    /// An alert or sheet was dismissed.
    case dismiss
    /// Refresh the content (`.refreshable`).
    case refresh
    /// A `GeometryReader` was measured at this frame, in window coordinates.
    case resize(ElementFrame)
    /// A tap that a tap gesture recognised (the page counts the clicks), at
    /// this point.
    case tapGesture(PointerLocation)
    /// A long-press gesture's progress.
    case longPress(LongPressPhase)
    /// A drag gesture moved or ended.
    case drag(DragSample)
    /// The pointer entered (`true`) or left (`false`) the view (`.onHover`).
    case hover(Bool)
    /// A file picker of `.fileImporter` came back.
    case fileImport(FilePickerOutcome)
    /// The page asks a `.fileExporter` for its files (the server's own
    /// request: no client message makes it).
    case prepareFileExport
    /// The page saved (or failed to save) a `.fileExporter`'s files.
    case fileExport(FilePickerOutcome)
    /// A pinch over a view with a magnify gesture moved, or ended.
    case magnify(MagnifySample)
    /// The pointer moved over a view with `.onContinuousHover` (its
    /// location), or left it (nil).
    case hoverLocation(PointerLocation?)
    /// A key went down, repeated or came up while the focus was in a view
    /// with `.onKeyPress`.
    case keyPress(KeyPressSample)
    /// The field took (`true`) or lost (`false`) the keyboard focus.
    case focus(Bool)
    /// The browser finished loading an image a URL names: it loaded
    /// (`true`) or failed (`false`).
    case imageLoad(Bool)
    /// What a lazy container shows of a lazy `ForEach`, sent to the
    /// segment's spacer (role ``ElementRole/lazySpacer``).
    case visibleRows(VisibleRows)
    /// A scroll view scrolled (`.onScrollGeometryChange`, `.onScrollPhaseChange`).
    case scroll(ScrollSample)
    /// The view came into (`true`) or left (`false`) its scroll view's
    /// visible area, by the threshold of `.onScrollVisibilityChange`.
    case visibility(Bool)
    /// A drag began on a view with `.onDrag` or `.draggable`.
    case dragStart
    /// A drag came over, moved over, left or was dropped on a view with
    /// `.onDrop` or `.dropDestination`.
    case drop(DropSample)

    /// The event as it reads in logs and test output.
    public var description: String {
        switch self {
        case .tap: return "tap"
        case .input(let text): return "input(\(text.debugDescription))"
        case .submit: return "submit"
        case .toggle(let isOn): return "toggle(\(isOn))"
        case .select(let index): return "select(\(index))"
        case .increment: return "increment"
        case .decrement: return "decrement"
        case .setValue(let value): return "setValue(\(value))"
        case .delete: return "delete"
        case .move(let offset): return "move(toOffset: \(offset))"
        case .pop: return "pop"
        case .navigate(let depth): return "navigate(depth: \(depth))"
        case .dismiss: return "dismiss"
        case .refresh: return "refresh"
        case .resize(let frame): return "resize(\(frame))"
        case .tapGesture(let location): return "tapGesture(\(location))"
        case .longPress(let phase): return "longPress(\(phase))"
        case .drag(let sample): return "drag(\(sample))"
        case .hover(let isInside): return "hover(\(isInside))"
        case .magnify(let sample): return "magnify(\(sample))"
        case .fileImport(let outcome): return "fileImport(\(outcome))"
        case .prepareFileExport: return "prepareFileExport"
        case .fileExport(let outcome): return "fileExport(\(outcome))"
        case .hoverLocation(let location): return "hoverLocation(\(location.map(\.description) ?? "ended"))"
        case .keyPress(let sample): return "keyPress(\(sample))"
        case .focus(let isFocused): return "focus(\(isFocused))"
        case .imageLoad(let loaded): return "imageLoad(\(loaded))"
        case .visibleRows(let rows): return "visibleRows(\(rows))"
        case .scroll(let sample): return "scroll(\(sample))"
        case .visibility(let isVisible): return "visibility(\(isVisible))"
        case .dragStart: return "dragStart"
        case .drop(let sample): return "drop(\(sample))"
        }
    }
}

/// Where an element was measured, in window coordinates (CSS pixels).
public struct ElementFrame: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A frame from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `x: 0.0, y: 80.0, width: 390.0, height: 200.0`.
    public var description: String { "x: \(x), y: \(y), width: \(width), height: \(height)" }
}

/// Where a scroll view was scrolled to, as the page measured it (CSS
/// pixels): its offset, its content's size, its own size, and whether the
/// scroll is under way (`interacting`) or has come to rest (`idle`).
public struct ScrollSample: Hashable, Sendable, CustomStringConvertible {
    /// The content's offset.
    public var offsetX: Double, offsetY: Double
    /// The content's size.
    public var contentWidth: Double, contentHeight: Double
    /// The scroll view's visible size.
    public var width: Double, height: Double
    /// Whether the content is moving.
    public var isScrolling: Bool
    /// The elements at the leading edge of what shows, nearest first (at
    /// most four; reported for `.scrollPosition(id:)`).
    public var leadingElements: [ElementID] = []

    /// A sample of every measure.
    public init(
        offsetX: Double, offsetY: Double, contentWidth: Double, contentHeight: Double,
        width: Double, height: Double, isScrolling: Bool, leadingElements: [ElementID] = []
    ) {
        self.leadingElements = leadingElements
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.width = width
        self.height = height
        self.isScrolling = isScrolling
    }

    /// The sample as it reads in logs and test output.
    public var description: String {
        "(\(offsetX), \(offsetY)) of \(contentWidth)×\(contentHeight) in \(width)×\(height)\(isScrolling ? ", scrolling" : "")"
    }
}
