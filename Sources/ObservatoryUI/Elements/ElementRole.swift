import Synchronization

/// What kind of primitive an ``Element`` is. Renderers switch on it.
///
/// A role is stored as the index of its name in a process-wide table, so
/// that it costs an element four bytes rather than a string's sixteen, and
/// comparing two roles compares two integers.
///
/// The built-in roles have fixed indices, the first ones of the table
/// (``ElementRoleNames/builtIn``): `ElementRole.text` is a constant, so a
/// `switch` over roles compares integers it knows at compile time, where
/// each case used to read a lazily initialized global. Roles made from
/// other names take the indices after them, in the order first used.
public struct ElementRole: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The position of the name in ``ElementRoleNames``.
    @usableFromInline let index: UInt32

    /// The role's name.
    public var rawValue: String { ElementRoleNames.name(at: index) }

    /// Creates a role from its name.
    public init(rawValue: String) { index = ElementRoleNames.index(of: rawValue) }

    /// The role at `index` in ``ElementRoleNames`` (an element stores the index).
    @inlinable init(index: UInt32) { self.index = index }

    /// The index of the role's name in ``ElementRoleNames``.
    var tableIndex: UInt32 { index }

    /// The role's name.
    public var description: String { rawValue }

    // Declared here so that they compare and hash the index: without them
    // the standard library's `RawRepresentable` defaults would look up both
    // names (under the table's lock) and compare the strings, in every
    // `switch` over roles.
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index }

    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// The root of a window.
    @inlinable public static var root: Self { Self(index: 0) }
    /// A run of text; attribute `text`.
    @inlinable public static var text: Self { Self(index: 1) }
    /// A button; its children are the label.
    @inlinable public static var button: Self { Self(index: 2) }
    /// A single-line or multi-line text field; attributes `label`, `value`.
    @inlinable public static var textField: Self { Self(index: 3) }
    /// A text field that hides its value.
    @inlinable public static var secureField: Self { Self(index: 4) }
    /// An on/off switch; attributes `label`, `isOn`.
    @inlinable public static var toggle: Self { Self(index: 5) }
    /// A choice among options; attribute `selection` is the chosen option's index.
    @inlinable public static var picker: Self { Self(index: 6) }
    /// One option of a picker: an element tagged with `.tag(_:)`.
    @inlinable public static var option: Self { Self(index: 7) }
    /// A stepper; attributes `label`, `value`.
    @inlinable public static var stepper: Self { Self(index: 8) }
    /// A slider; attributes `value`, `lowerBound`, `upperBound`.
    @inlinable public static var slider: Self { Self(index: 9) }
    /// A date picker; attribute `value` (ISO 8601).
    @inlinable public static var datePicker: Self { Self(index: 10) }
    /// A vertical, horizontal or overlaid stack; attribute `axis`.
    @inlinable public static var stack: Self { Self(index: 11) }
    /// Flexible space in a stack.
    @inlinable public static var spacer: Self { Self(index: 12) }
    /// The rows of a lazy `ForEach` that are not mounted, above (`lead=true`)
    /// or below its mounted rows; attributes `rows` (how many it stands
    /// for), `start` (its first data index), `count` (the data's count,
    /// on the leading one), `lead` (on the leading one), `axis`, and once
    /// the renderer measured them `pitch` (a row's length, in points) and
    /// `columns` (a grid's items per line). It takes ``ElementEvent/visibleRows(_:)``.
    @inlinable public static var lazySpacer: Self { Self(index: 13) }
    /// A separating line.
    @inlinable public static var divider: Self { Self(index: 14) }
    /// A grid of rows: each `gridRow` child is a row, any other child spans
    /// the grid; attributes `columns`, `alignment`, `horizontalSpacing`, `verticalSpacing`.
    @inlinable public static var grid: Self { Self(index: 15) }
    /// A row of a grid: each child is a cell; attribute `alignment`.
    @inlinable public static var gridRow: Self { Self(index: 16) }
    /// A lazy grid: its children fill the `tracks` along `axis`.
    @inlinable public static var lazyGrid: Self { Self(index: 17) }
    /// Candidates of which the renderer shows the first that fits; attribute `axes`.
    @inlinable public static var viewThatFits: Self { Self(index: 18) }
    /// A `GeometryReader`: takes the space offered, and `resize` events with its frame.
    @inlinable public static var geometryReader: Self { Self(index: 19) }
    /// A list; each child is a row.
    @inlinable public static var list: Self { Self(index: 20) }
    /// A list row with its own actions (for example `.onDelete`).
    @inlinable public static var row: Self { Self(index: 21) }
    /// A section of a list or form, with optional `header`/`footer` slots.
    @inlinable public static var section: Self { Self(index: 22) }
    /// A form.
    @inlinable public static var form: Self { Self(index: 23) }
    /// A scrolling region.
    @inlinable public static var scroll: Self { Self(index: 24) }
    /// A named part of its parent (a section's header, a toolbar's items…); attribute `name`.
    @inlinable public static var slot: Self { Self(index: 25) }
    /// A navigation stack: its children are the root and the pushed screens.
    @inlinable public static var navigationStack: Self { Self(index: 26) }
    /// A split view: `sidebar` and `detail` slots.
    @inlinable public static var navigationSplitView: Self { Self(index: 27) }
    /// One screen of a navigation stack; attribute `title`.
    @inlinable public static var screen: Self { Self(index: 28) }
    /// A link that pushes a screen.
    @inlinable public static var navigationLink: Self { Self(index: 29) }
    /// A link to a URL; attribute `url`.
    @inlinable public static var link: Self { Self(index: 30) }
    /// Pages shown one at a time: each child is a page; attributes
    /// `selection` (the index shown), `count`, `style`.
    @inlinable public static var tabView: Self { Self(index: 31) }
    /// A page with a tab bar item: its content, then a `tabItem` slot.
    @inlinable public static var tab: Self { Self(index: 32) }
    /// A label that shows or hides its content: a `label` slot, then the
    /// content while attribute `isExpanded` is true.
    @inlinable public static var disclosureGroup: Self { Self(index: 33) }
    /// Content on a rounded background: an optional `label` slot, then the content.
    @inlinable public static var groupBox: Self { Self(index: 34) }
    /// Controls side by side as one group.
    @inlinable public static var controlGroup: Self { Self(index: 35) }
    /// Nothing to show: `label`, `description` and `actions` slots.
    @inlinable public static var contentUnavailable: Self { Self(index: 36) }
    /// A button that opens a list of actions: a `label` slot, then the items.
    @inlinable public static var menu: Self { Self(index: 37) }
    /// A control that shares a link; attributes `url`, `subject`, `message`.
    @inlinable public static var shareLink: Self { Self(index: 38) }
    /// A value within a range; attributes `value`, `lowerBound`, `upperBound`.
    @inlinable public static var gauge: Self { Self(index: 39) }
    /// Content that can be refreshed (`.refreshable`); attribute `refreshing`.
    @inlinable public static var refreshable: Self { Self(index: 40) }
    /// Content with a context menu: the content, then a `menu` slot.
    @inlinable public static var contextMenu: Self { Self(index: 41) }
    /// The content with a gesture the page recognises: attribute `gesture`
    /// (`tap`, `longPress`, `drag`, `hover`) and its parameters (`count`,
    /// `minimumDuration`, `maximumDistance`, `minimumDistance`), plus
    /// `priority` (`simultaneous`, `high`) when not the default.
    @inlinable public static var gesture: Self { Self(index: 42) }
    /// An icon and a title.
    @inlinable public static var label: Self { Self(index: 43) }
    /// An image or symbol; attribute `systemName` or `name`.
    @inlinable public static var image: Self { Self(index: 44) }
    /// A progress indicator; attributes `value`, `total` (absent when indeterminate).
    @inlinable public static var progress: Self { Self(index: 45) }
    /// A label and a value side by side.
    @inlinable public static var labeledContent: Self { Self(index: 46) }
    /// A shape (rectangle, rounded rectangle, circle, capsule).
    @inlinable public static var shape: Self { Self(index: 47) }
    /// A modifier that wraps its content: padding, frame, background…; attribute `modifier`.
    @inlinable public static var modifier: Self { Self(index: 48) }
    /// Content with swipe actions: the content, then an `actions` slot.
    @inlinable public static var swipeActions: Self { Self(index: 49) }
    /// Content with a toolbar: the content, then one `toolbarItem` slot per
    /// item (attribute `placement`).
    @inlinable public static var toolbar: Self { Self(index: 50) }
    /// A search field attached to its content; attributes `text`, `prompt`.
    @inlinable public static var searchable: Self { Self(index: 51) }
    /// An alert, present while attribute `isPresented` is true: the content,
    /// then (while presented) `actions` and `message` slots; attribute `title`.
    @inlinable public static var alert: Self { Self(index: 52) }
    /// A confirmation dialog, present while attribute `isPresented` is true:
    /// like an alert, with attribute `titleVisibility`.
    @inlinable public static var confirmationDialog: Self { Self(index: 53) }
    /// A sheet, present while attribute `isPresented` is true: the content,
    /// then (while presented) a `sheet` slot.
    @inlinable public static var sheet: Self { Self(index: 54) }
    /// An image a URL names, loaded by the browser: attribute `url`, and
    /// `phase` (`empty`, `success`, `failure`); takes `imageLoad` events. Its
    /// children are the content for the phase.
    @inlinable public static var asyncImage: Self { Self(index: 55) }
    @inlinable public static var commands: Self { Self(index: 56) }
    @inlinable public static var colorPicker: Self { Self(index: 57) }
}

/// The names of the roles in use, each once: an ``ElementRole`` is an index
/// into this table. It only grows, by one entry per distinct name.
///
/// Invariant: the table starts with ``builtIn``, in that order, so that the
/// built-in roles' constant indices name them.
enum ElementRoleNames {
    private struct Table {
        var names: [String]
        var indices: [String: UInt32]

        init(names: [String]) {
            self.names = names
            indices = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, UInt32($0)) })
        }
    }

    /// The names of the built-in roles: each one's position is the index
    /// its ``ElementRole`` constant returns.
    static let builtIn = [
        "root", "text", "button", "textField", "secureField", "toggle", "picker", "option", "stepper",
        "slider", "datePicker", "stack", "spacer", "lazySpacer", "divider", "grid", "gridRow", "lazyGrid",
        "viewThatFits", "geometryReader", "list", "row", "section", "form", "scroll", "slot",
        "navigationStack", "navigationSplitView", "screen", "navigationLink", "link", "tabView", "tab",
        "disclosureGroup", "groupBox", "controlGroup", "contentUnavailable", "menu", "shareLink", "gauge",
        "refreshable", "contextMenu", "gesture", "label", "image", "progress", "labeledContent", "shape",
        "modifier", "swipeActions", "toolbar", "searchable", "alert", "confirmationDialog", "sheet",
        "asyncImage", "commands", "colorPicker",
    ]

    private static let table = SanitizedMutex(Table(names: builtIn))

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
