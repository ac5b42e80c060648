import Foundation
import ObservatoryUI

/// Which events each role takes from a browser, and the conversions the
/// page's controls need before an event reaches the graph.
@MainActor
enum EventRules {
    /// The event kinds a role accepts; a role that is not listed takes none.
    static let accepted: [ElementRole: Set<String>] = [
        .button: ["tap"],
        .navigationLink: ["tap"],
        .textField: ["input", "submit", "setValue", "focus"],
        .secureField: ["input", "submit", "focus"],
        .searchable: ["input", "submit", "focus"],
        // `.focusable()` bound by `.focused`: its focus (other wrappers ignore it).
        .modifier: ["focus", "visibility", "fileImport", "fileExport", "dragStart", "drop"],
        .scroll: ["scroll"],
        .toggle: ["toggle", "tap"],
        .picker: ["select", "tap"],
        .option: ["tap"],
        .tabView: ["select"],
        .disclosureGroup: ["tap"],
        .menu: ["tap"],
        .refreshable: ["refresh"],
        .geometryReader: ["resize"],
        .shape: ["resize"],
        .asyncImage: ["imageLoad"],
        .gesture: ["tapGesture", "longPress", "drag", "hover", "hoverMove", "keyPress", "magnify"],
        .stepper: ["increment", "decrement"],
        .slider: ["setValue", "increment", "decrement"],
        .colorPicker: ["input"],
        .datePicker: ["setValue", "input"],
        .row: ["delete", "move"],
        .navigationStack: ["pop", "navigate"],
        .screen: ["pop"],
        .alert: ["dismiss"],
        .sheet: ["dismiss"],
        .confirmationDialog: ["dismiss"],
    ]

    static func kind(of event: ElementEvent) -> String {
        switch event {
        case .tap: return "tap"
        case .input: return "input"
        case .submit: return "submit"
        case .toggle: return "toggle"
        case .select: return "select"
        case .increment: return "increment"
        case .decrement: return "decrement"
        case .setValue: return "setValue"
        case .delete: return "delete"
        case .move: return "move"
        case .pop: return "pop"
        case .navigate: return "navigate"
        case .dismiss: return "dismiss"
        case .refresh: return "refresh"
        case .resize: return "resize"
        case .tapGesture: return "tapGesture"
        case .longPress: return "longPress"
        case .drag: return "drag"
        case .hover: return "hover"
        case .hoverLocation: return "hoverMove"
        case .magnify: return "magnify"
        case .fileImport: return "fileImport"
        case .prepareFileExport: return "prepareFileExport"
        case .fileExport: return "fileExport"
        case .keyPress: return "keyPress"
        case .focus: return "focus"
        case .imageLoad: return "imageLoad"
        case .visibleRows: return "visibleRows"
        case .scroll: return "scroll"
        case .visibility: return "visibility"
        case .dragStart: return "dragStart"
        case .drop: return "drop"
        }
    }

    /// `event` as the graph should receive it for `element`; nil when it is
    /// to be ignored (a date field the user emptied), an error when the
    /// element's role does not take it.
    static func graphEvent(_ event: ElementEvent, for element: Element) throws(WebProtocolError) -> ElementEvent? {
        let kind = kind(of: event)
        guard accepted[element.role]?.contains(kind) == true else {
            throw WebProtocolError(reason: "element #\(element.id.rawValue) (\(element.role)) takes no \(kind) event")
        }
        // Dates beyond ±3,000 years from 1970 are not dates a person picks.
        if element.role == .datePicker, case .setValue(let seconds) = event, abs(seconds) > 1e11 { return nil }
        // A date input sends its wall-clock text; the graph takes seconds.
        if element.role == .datePicker, case .input(let text) = event {
            let date = DateInput.date(fromInput: text, components: element["components"], current: element["value"])
            return date.map { .setValue($0.timeIntervalSince1970) }
        }
        return event
    }
}
