import ObservatoryUI

/// What an element's rendering depends on besides its own attributes: the
/// place its parent gives it. Computed by the parent for each child.
///
/// Invariant: almost every element has only the two flags: the placements
/// that few elements have (options, pages, grid cells) sit in one shared,
/// immutable box allocated only for them. Every tab keeps a context per
/// element it was sent, in its ``ClientTree/Record``, which packs the two
/// flags into its header word and keeps the box.
struct RenderContext: Equatable {
    /// The placements few elements have, or nil.
    let rare: RarePlacements?
    /// The child is wrapped in an `<li>` (children of lists, forms and sections).
    let listItem: Bool
    /// The child is rendered `hidden` (screens below the top of a stack).
    let hidden: Bool

    init(
        listItem: Bool = false, hidden: Bool = false,
        option: OptionPlacement? = nil, page: PagePlacement? = nil, gridSpan: Int? = nil
    ) {
        self.listItem = listItem
        self.hidden = hidden
        let hasRare = option != nil || page != nil || gridSpan != nil
        rare = hasRare ? RarePlacements(option: option, page: page, gridSpan: gridSpan) : nil
    }

    /// A context from its parts, as a record keeps them.
    init(rare: RarePlacements?, listItem: Bool, hidden: Bool) {
        self.rare = rare
        self.listItem = listItem
        self.hidden = hidden
    }

    /// For a picker's options: how the picker shows them.
    var option: OptionPlacement? { rare?.option }
    /// For the pages of a tab view: which page this is and whether it is shown.
    var page: PagePlacement? { rare?.page }
    /// For the cells of a grid: the columns the cell spans (0: every column,
    /// for a view between rows).
    var gridSpan: Int? { rare?.gridSpan }

    static func == (lhs: RenderContext, rhs: RenderContext) -> Bool {
        lhs.listItem == rhs.listItem && lhs.hidden == rhs.hidden
            && lhs.option == rhs.option && lhs.page == rhs.page && lhs.gridSpan == rhs.gridSpan
    }

    static let plain = RenderContext()
}

extension RenderContext {
    /// The placements of a context that few elements have.
    final class RarePlacements: Sendable {
        let option: OptionPlacement?
        let page: PagePlacement?
        let gridSpan: Int?

        init(option: OptionPlacement?, page: PagePlacement?, gridSpan: Int?) {
            self.option = option
            self.page = page
            self.gridSpan = gridSpan
        }
    }
}

/// Where an option of a picker sits.
struct OptionPlacement: Equatable {
    /// `select` (an `<option>`) or `radio` (a radio button).
    var asRadio: Bool
    /// The option's index among the picker's options (its value in the DOM).
    var index: Int
    /// Whether it is the picker's selection.
    var isSelected: Bool
    /// The picker, whose id names the radio group.
    var picker: ElementID
}

/// Where a page of a tab view sits.
struct PagePlacement: Equatable {
    /// The page's index (the value its tab button selects).
    var index: Int
    /// Whether it is the page shown.
    var isSelected: Bool
    /// The tab view, which the page's tab button addresses.
    var tabView: ElementID
    /// Whether the pages are swiped through side by side (`.page`): none is hidden.
    var isPaged: Bool
}

/// Where a child element goes inside its parent's rendering: the region
/// (the shell node marked `data-p=<region>`, `c` by default) and its context.
struct Placement: Equatable {
    var region: String
    var context: RenderContext
}

@MainActor
enum Placements {
    /// The default region.
    static var main: String { "c" }

    /// The placement every child of `parent` gets, whatever the child and
    /// its position, or nil when the placements differ by child (slots,
    /// options, pages, grid cells, the screens of a stack). A child kept in
    /// such a parent keeps the placement it was sent with, so a patch need
    /// not look it up.
    static func shared(by parent: Element) -> Placement? {
        switch parent.role {
        case .list, .form:
            return Placement(region: main, context: RenderContext(listItem: true))
        case .section, .navigationStack, .picker, .tabView, .option, .grid, .gridRow, .progress, .contextMenu,
            .disclosureGroup, .groupBox, .controlGroup, .menu, .contentUnavailable, .gauge, .tab, .labeledContent,
            .toolbar, .alert, .sheet, .confirmationDialog:
            return nil
        default:
            return Placement(region: main, context: .plain)
        }
    }

    /// The placement of each child of `parent`, in child order.
    static func of(_ parent: Element) -> [Placement] {
        let children = parent.children
        if let shared = shared(by: parent) { return Array(repeating: shared, count: children.count) }
        var result: [Placement] = []
        result.reserveCapacity(children.count)
        switch parent.role {
        case .section:
            for child in children {
                let region = slotName(child).flatMap { ["header": "h", "footer": "f"][$0] } ?? main
                result.append(Placement(region: region, context: RenderContext(listItem: region == main)))
            }
        case .navigationStack:
            for (index, _) in children.enumerated() {
                result.append(Placement(region: main, context: RenderContext(hidden: index != children.count - 1)))
            }
        case .picker:
            let asRadio = ["segmented", "inline", "radioGroup"].contains(parent["style"] ?? "")
            let selection = Int(parent["selection"] ?? "") ?? -1
            var index = 0
            for child in children {
                if child.role == .option {
                    let option = OptionPlacement(
                        asRadio: asRadio, index: index, isSelected: index == selection, picker: parent.id)
                    result.append(Placement(region: main, context: RenderContext(option: option)))
                    index += 1
                } else {
                    result.append(Placement(region: slotName(child) == "label" ? "l" : main, context: .plain))
                }
            }
        case .tabView:
            let selection = Int(parent["selection"] ?? "") ?? -1
            let isPaged = (parent["style"] ?? "").hasPrefix("page")
            for (index, _) in children.enumerated() {
                let page = PagePlacement(index: index, isSelected: index == selection, tabView: parent.id, isPaged: isPaged)
                result.append(Placement(region: main, context: RenderContext(page: page)))
            }
        case .option where parent.parent?.role == .tabView:
            // A tagged page: its tab passes through the option.
            let page = parent.parent.flatMap { tabView in
                Placements.of(tabView)[tabView.children.firstIndex { $0 === parent } ?? 0].context.page
            }
            for _ in children { result.append(Placement(region: main, context: RenderContext(page: page))) }
        case .grid:
            for child in children {
                result.append(Placement(region: main, context: child.role == .gridRow ? .plain : RenderContext(gridSpan: 0)))
            }
        case .gridRow:
            for child in children {
                result.append(Placement(region: main, context: RenderContext(gridSpan: GridCells.span(of: child))))
            }
        case .progress:
            for child in children {
                result.append(Placement(region: slotName(child) == "currentValueLabel" ? "v" : main, context: .plain))
            }
        case .contextMenu:
            for child in children {
                result.append(Placement(region: slotName(child) == "menu" ? "m" : main, context: .plain))
            }
        case .disclosureGroup, .groupBox, .controlGroup, .menu:
            for child in children {
                result.append(Placement(region: slotName(child) == "label" ? "l" : main, context: .plain))
            }
        case .contentUnavailable:
            for child in children {
                let region = slotName(child).flatMap { ["label": "l", "description": "d", "actions": "a"][$0] } ?? main
                result.append(Placement(region: region, context: .plain))
            }
        case .gauge:
            for child in children {
                let region = slotName(child).flatMap {
                    ["label": "l", "currentValueLabel": "v", "minimumValueLabel": "n", "maximumValueLabel": "x"][$0]
                } ?? main
                result.append(Placement(region: region, context: .plain))
            }
        case .tab:
            for child in children {
                result.append(Placement(region: slotName(child) == "tabItem" ? "b" : main, context: .plain))
            }
        case .labeledContent:
            for child in children {
                result.append(Placement(region: slotName(child) == "label" ? "l" : main, context: .plain))
            }
        case .toolbar:
            for child in children {
                var region = main
                if slotName(child) == "toolbarItem" {
                    region = ["bottomBar", "status"].contains(child["placement"] ?? "") ? "b" : "t"
                }
                result.append(Placement(region: region, context: .plain))
            }
        case .alert, .sheet, .confirmationDialog:
            for child in children {
                let region = slotName(child).flatMap { ["actions": "a", "message": "m", "sheet": "s"][$0] } ?? main
                result.append(Placement(region: region, context: .plain))
            }
        default:
            // An option outside a tab view.
            for _ in children { result.append(Placement(region: main, context: .plain)) }
        }
        return result
    }

    private static func slotName(_ element: Element) -> String? {
        element.role == .slot ? element["name"] : nil
    }
}
