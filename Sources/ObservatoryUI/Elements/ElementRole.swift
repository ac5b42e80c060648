import Synchronization

/// What kind of primitive an ``Element`` is. Renderers switch on it.
///
/// A role is stored as the index of its name in a process-wide table, so
/// that it costs an element four bytes rather than a string's sixteen, and
/// comparing two roles compares two integers.
public struct ElementRole: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The position of the name in ``ElementRoleNames``.
    private let index: UInt32

    /// The role's name.
    public var rawValue: String { ElementRoleNames.name(at: index) }

    /// Creates a role from its name.
    public init(rawValue: String) { index = ElementRoleNames.index(of: rawValue) }

    /// The role at `index` in ``ElementRoleNames`` (an element stores the index).
    init(index: UInt32) { self.index = index }

    /// The index of the role's name in ``ElementRoleNames``.
    var tableIndex: UInt32 { index }

    /// The role's name.
    public var description: String { rawValue }

    // Declared here so that they compare and hash the index: without them
    // the standard library's `RawRepresentable` defaults would look up both
    // names (under the table's lock) and compare the strings, in every
    // `switch` over roles.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }

    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// The root of a window.
    public static let root = Self(rawValue: "root")
    /// A run of text; attribute `text`.
    public static let text = Self(rawValue: "text")
    /// A button; its children are the label.
    public static let button = Self(rawValue: "button")
    /// A single-line or multi-line text field; attributes `label`, `value`.
    public static let textField = Self(rawValue: "textField")
    /// A text field that hides its value.
    public static let secureField = Self(rawValue: "secureField")
    /// An on/off switch; attributes `label`, `isOn`.
    public static let toggle = Self(rawValue: "toggle")
    /// A choice among options; attribute `selection` is the chosen option's index.
    public static let picker = Self(rawValue: "picker")
    /// One option of a picker: an element tagged with `.tag(_:)`.
    public static let option = Self(rawValue: "option")
    /// A stepper; attributes `label`, `value`.
    public static let stepper = Self(rawValue: "stepper")
    /// A slider; attributes `value`, `lowerBound`, `upperBound`.
    public static let slider = Self(rawValue: "slider")
    /// A date picker; attribute `value` (ISO 8601).
    public static let datePicker = Self(rawValue: "datePicker")
    /// A vertical, horizontal or overlaid stack; attribute `axis`.
    public static let stack = Self(rawValue: "stack")
    /// Flexible space in a stack.
    public static let spacer = Self(rawValue: "spacer")
    /// The rows of a lazy `ForEach` that are not mounted, above (`lead=true`)
    /// or below its mounted rows; attributes `rows` (how many it stands
    /// for), `start` (its first data index), `count` (the data's count,
    /// on the leading one), `lead` (on the leading one), `axis`, and once
    /// the renderer measured them `pitch` (a row's length, in points) and
    /// `columns` (a grid's items per line). It takes ``ElementEvent/visibleRows(_:)``.
    public static let lazySpacer = Self(rawValue: "lazySpacer")
    /// A separating line.
    public static let divider = Self(rawValue: "divider")
    /// A grid of rows: each `gridRow` child is a row, any other child spans
    /// the grid; attributes `columns`, `alignment`, `horizontalSpacing`, `verticalSpacing`.
    public static let grid = Self(rawValue: "grid")
    /// A row of a grid: each child is a cell; attribute `alignment`.
    public static let gridRow = Self(rawValue: "gridRow")
    /// A lazy grid: its children fill the `tracks` along `axis`.
    public static let lazyGrid = Self(rawValue: "lazyGrid")
    /// Candidates of which the renderer shows the first that fits; attribute `axes`.
    public static let viewThatFits = Self(rawValue: "viewThatFits")
    /// A `GeometryReader`: takes the space offered, and `resize` events with its frame.
    public static let geometryReader = Self(rawValue: "geometryReader")
    /// A list; each child is a row.
    public static let list = Self(rawValue: "list")
    /// A list row with its own actions (for example `.onDelete`).
    public static let row = Self(rawValue: "row")
    /// A section of a list or form, with optional `header`/`footer` slots.
    public static let section = Self(rawValue: "section")
    /// A form.
    public static let form = Self(rawValue: "form")
    /// A scrolling region.
    public static let scroll = Self(rawValue: "scroll")
    /// A named part of its parent (a section's header, a toolbar's items…); attribute `name`.
    public static let slot = Self(rawValue: "slot")
    /// A navigation stack: its children are the root and the pushed screens.
    public static let navigationStack = Self(rawValue: "navigationStack")
    /// A split view: `sidebar` and `detail` slots.
    public static let navigationSplitView = Self(rawValue: "navigationSplitView")
    /// One screen of a navigation stack; attribute `title`.
    public static let screen = Self(rawValue: "screen")
    /// A link that pushes a screen.
    public static let navigationLink = Self(rawValue: "navigationLink")
    /// A link to a URL; attribute `url`.
    public static let link = Self(rawValue: "link")
    /// Pages shown one at a time: each child is a page; attributes
    /// `selection` (the index shown), `count`, `style`.
    public static let tabView = Self(rawValue: "tabView")
    /// A page with a tab bar item: its content, then a `tabItem` slot.
    public static let tab = Self(rawValue: "tab")
    /// A label that shows or hides its content: a `label` slot, then the
    /// content while attribute `isExpanded` is true.
    public static let disclosureGroup = Self(rawValue: "disclosureGroup")
    /// Content on a rounded background: an optional `label` slot, then the content.
    public static let groupBox = Self(rawValue: "groupBox")
    /// Controls side by side as one group.
    public static let controlGroup = Self(rawValue: "controlGroup")
    /// Nothing to show: `label`, `description` and `actions` slots.
    public static let contentUnavailable = Self(rawValue: "contentUnavailable")
    /// A button that opens a list of actions: a `label` slot, then the items.
    public static let menu = Self(rawValue: "menu")
    /// A control that shares a link; attributes `url`, `subject`, `message`.
    public static let shareLink = Self(rawValue: "shareLink")
    /// A value within a range; attributes `value`, `lowerBound`, `upperBound`.
    public static let gauge = Self(rawValue: "gauge")
    /// Content that can be refreshed (`.refreshable`); attribute `refreshing`.
    public static let refreshable = Self(rawValue: "refreshable")
    /// Content with a context menu: the content, then a `menu` slot.
    public static let contextMenu = Self(rawValue: "contextMenu")
    /// The content with a gesture the page recognises: attribute `gesture`
    /// (`tap`, `longPress`, `drag`, `hover`) and its parameters (`count`,
    /// `minimumDuration`, `maximumDistance`, `minimumDistance`), plus
    /// `priority` (`simultaneous`, `high`) when not the default.
    public static let gesture = Self(rawValue: "gesture")
    /// An icon and a title.
    public static let label = Self(rawValue: "label")
    /// An image or symbol; attribute `systemName` or `name`.
    public static let image = Self(rawValue: "image")
    /// A progress indicator; attributes `value`, `total` (absent when indeterminate).
    public static let progress = Self(rawValue: "progress")
    /// A label and a value side by side.
    public static let labeledContent = Self(rawValue: "labeledContent")
    /// A shape (rectangle, rounded rectangle, circle, capsule).
    public static let shape = Self(rawValue: "shape")
    /// A modifier that wraps its content: padding, frame, background…; attribute `modifier`.
    public static let modifier = Self(rawValue: "modifier")
    /// Content with swipe actions: the content, then an `actions` slot.
    public static let swipeActions = Self(rawValue: "swipeActions")
    /// Content with a toolbar: the content, then one `toolbarItem` slot per
    /// item (attribute `placement`).
    public static let toolbar = Self(rawValue: "toolbar")
    /// A search field attached to its content; attributes `text`, `prompt`.
    public static let searchable = Self(rawValue: "searchable")
    /// An alert, present while attribute `isPresented` is true: the content,
    /// then (while presented) `actions` and `message` slots; attribute `title`.
    public static let alert = Self(rawValue: "alert")
    /// A confirmation dialog, present while attribute `isPresented` is true:
    /// like an alert, with attribute `titleVisibility`.
    public static let confirmationDialog = Self(rawValue: "confirmationDialog")
    /// A sheet, present while attribute `isPresented` is true: the content,
    /// then (while presented) a `sheet` slot.
    public static let sheet = Self(rawValue: "sheet")
    /// An image a URL names, loaded by the browser: attribute `url`, and
    /// `phase` (`empty`, `success`, `failure`); takes `imageLoad` events. Its
    /// children are the content for the phase.
    public static let asyncImage = Self(rawValue: "asyncImage")
}

/// The names of the roles in use, each once: an ``ElementRole`` is an index
/// into this table. It only grows, by one entry per distinct name.
enum ElementRoleNames {
    private struct Table {
        var names: [String] = []
        var indices: [String: UInt32] = [:]
    }

    private static let table = Mutex(Table())

    /// The index of `name`, added on first use.
    static func index(of name: String) -> UInt32 {
        table.withLock { table in
            if let index = table.indices[name] { return index }
            let index = UInt32(table.names.count)
            table.names.append(name)
            table.indices[name] = index
            return index
        }
    }

    /// The name at `index`.
    static func name(at index: UInt32) -> String {
        table.withLock { $0.names[Int(index)] }
    }
}
