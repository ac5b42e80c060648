import Foundation
import ObservatoryUI

/// A message from the browser, validated.
///
/// ```
/// {"type":"event","seq":N,"target":ID,"event":"tap"}         tap submit increment decrement delete pop dismiss refresh
/// {"type":"event","seq":N,"target":ID,"event":"input","value":"text"}
/// {"type":"event","seq":N,"target":ID,"event":"toggle","value":true}
/// {"type":"event","seq":N,"target":ID,"event":"select","value":2}
/// {"type":"event","seq":N,"target":ID,"event":"setValue","value":0.5}
/// {"type":"event","seq":N,"target":ID,"event":"move","value":3}
/// {"type":"event","seq":N,"target":ID,"event":"resize","x":0,"y":80,"width":390,"height":200}
/// {"type":"event","seq":N,"target":ID,"event":"scroll","value":"interacting","x":0,"y":120,"cw":390,"ch":2000,"w":390,"h":600}
///                                                        and optionally "lead":"12 15" (the element ids at the leading edge, at most 4)
/// {"type":"event","seq":N,"target":ID,"event":"visibility","value":true}
/// {"type":"event","seq":N,"target":ID,"event":"tapGesture","x":12,"y":30,"ox":0,"oy":80}
/// {"type":"event","seq":N,"target":ID,"event":"longPress","value":"began"}      began recognized cancelled
/// {"type":"event","seq":N,"target":ID,"event":"drag","value":"changed","sx":0,"sy":0,"x":40,"y":2,"ox":0,"oy":80,"vx":120,"vy":0}
/// {"type":"event","seq":N,"target":ID,"event":"magnify","value":"changed","scale":1.2,"x":40,"y":30,"ox":0,"oy":80,"w":200,"h":120,"v":0.8}   changed ended
/// {"type":"event","seq":N,"target":ID,"event":"hover","value":true}
/// {"type":"event","seq":N,"target":ID,"event":"fileImport","value":"files","ids":"ID ID"}   or "cancelled", or "failed" with "reason"
/// {"type":"event","seq":N,"target":ID,"event":"fileExport","value":"files","ids":"ID"}       the same, for the server's copies of saved files
/// {"type":"event","seq":N,"target":ID,"event":"hoverMove","value":"active","x":12,"y":30,"ox":0,"oy":80}   or "value":"ended"
/// {"type":"event","seq":N,"target":ID,"event":"dragStart"}
/// {"type":"event","seq":N,"target":ID,"event":"drop","value":"entered","x":12,"y":30,"ox":0,"oy":80,"source":"window"}   entered updated exited performed
/// {"type":"event","seq":N,"target":ID,"event":"drop","value":"performed",…,"source":"outside","kinds":"files text","text":"…","urls":"https://…","ids":"ID ID"}
/// {"type":"event","seq":N,"target":ID,"event":"keyPress","value":"down","key":"a","chars":"a","mods":1}   down repeat up; mods: shift 1, ctrl 2, alt 4, meta 8
/// {"type":"event","seq":N,"target":ID,"event":"focus","value":false}
/// {"type":"environment","colorScheme":"dark"}              and optionally "width", "height" (CSS pixels), "visible", "reduceMotion", "scale"
/// {"type":"navigate","seq":N,"target":STACK_ID,"depth":0}
/// {"type":"applied","applied":N}
/// {"type":"visible","target":SPACER_ID,"first":120,"end":161,"dir":1}   and optionally "pitch" (px), "columns"
/// {"type":"restore","record":"{…}"}      a new page's first message after its hello: the record its tab kept
/// ```
///
/// `visible` reports what a lazy list shows (its leading spacer names the
/// segment): state, not an action, so it has no `seq`, the latest report
/// wins, and its answer is a pushed patch. Rows are data indices with
/// `0 ≤ first ≤ end ≤ 2³¹`, `dir` is −1, 0 or 1, `pitch` 1 to 10,000 px and
/// `columns` 1 to 64; the graph clamps the rows to the data's count and to
/// its window's size.
///
/// Any message may carry `"applied":N`, the number of the last server
/// message the tab applied: the window then keeps only the messages after
/// it for a reconnect. The tab sends it with every event, and on its own
/// (`applied`) a second after applying messages it has not reported.
///
/// Anything else — another type or event, a missing or extra field, a value
/// of the wrong type, a negative id, text over the limit — is a
/// ``WebProtocolError``. Decoding never traps.
enum ClientMessage: Equatable {
    case event(sequence: Int, target: ElementID, event: ElementEvent)
    case environment(WindowEnvironment)
    case navigate(sequence: Int, stack: ElementID, depth: Int)
    /// Only reports the last message applied (the frame's ``Frame/applied``).
    case applied
    /// What a lazy list segment shows, named by its leading spacer.
    case visible(target: ElementID, rows: VisibleRows)
    /// A new page's window takes the state its tab kept (``ObservatoryUI/WindowRestoration``).
    case restore(record: String)

    /// A decoded message and the last server message the tab says it applied.
    struct Frame: Equatable {
        let message: ClientMessage
        let applied: Int?
    }

    /// The largest message accepted, in UTF-8 bytes.
    static let maximumBytes = 256 * 1024
    /// The longest text value accepted, in UTF-8 bytes.
    static let maximumTextBytes = 64 * 1024

    static func decode(_ text: String) throws(WebProtocolError) -> ClientMessage {
        try decodeFrame(text).message
    }

    /// Decodes a message with the `applied` number it carries, if any.
    static func decodeFrame(_ text: String) throws(WebProtocolError) -> Frame {
        guard text.utf8.count <= maximumBytes else {
            throw WebProtocolError(reason: "message of \(text.utf8.count) bytes exceeds \(maximumBytes)")
        }
        let fields: [String: Scalar]
        do throws(FlatJSONObject.Malformed) {
            fields = try FlatJSONObject.parse(text)
        } catch {
            throw WebProtocolError(reason: "not a JSON object of scalar fields: \(error.reason) at byte \(error.offset)")
        }
        var reader = FieldReader(fields: fields)
        let applied = try reader.optionalApplied()
        let message: ClientMessage
        switch try reader.string("type") {
        case "event":
            let sequence = try reader.sequence()
            let target = try reader.elementID("target")
            let name = try reader.string("event")
            message = .event(sequence: sequence, target: target, event: try reader.event(named: name))
        case "environment":
            _ = try reader.optionalSequence()
            var environment: WindowEnvironment
            switch try reader.string("colorScheme") {
            case "light": environment = WindowEnvironment(colorScheme: .light)
            case "dark": environment = WindowEnvironment(colorScheme: .dark)
            case let other: throw WebProtocolError(reason: "unknown colorScheme \(other.debugDescription)")
            }
            environment.width = try reader.optionalLength("width")
            environment.height = try reader.optionalLength("height")
            environment.isVisible = try reader.optionalBool("visible")
            environment.reducesMotion = try reader.optionalBool("reduceMotion")
            if let scale = try reader.optionalLength("scale") {
                guard scale >= 0.25, scale <= 8 else { throw WebProtocolError(reason: "scale must be 0.25 to 8") }
                environment.displayScale = scale
            }
            message = .environment(environment)
        case "navigate":
            let sequence = try reader.sequence()
            let stack = try reader.elementID("target")
            let depth = try reader.integer("depth")
            guard depth >= 0 else { throw WebProtocolError(reason: "negative depth") }
            message = .navigate(sequence: sequence, stack: stack, depth: depth)
        case "visible":
            message = .visible(target: try reader.elementID("target"), rows: try reader.visibleRows())
        case "restore":
            message = .restore(record: try reader.string("record"))
        case "applied":
            guard applied != nil else { throw WebProtocolError(reason: "missing field \"applied\"") }
            message = .applied
        case let other:
            throw WebProtocolError(reason: "unknown message type \(other.prefix(40).debugDescription)")
        }
        try reader.finish()
        return Frame(message: message, applied: applied)
    }

    /// One JSON value that is not an array or an object.
    enum Scalar: Equatable {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
    }

    /// Reads fields by name, remembering which were read so that extra ones are refused.
    private struct FieldReader {
        let fields: [String: Scalar]
        var read: Set<String> = []

        mutating func value(_ name: String) throws(WebProtocolError) -> Scalar {
            guard let value = fields[name] else { throw WebProtocolError(reason: "missing field \(name.debugDescription)") }
            read.insert(name)
            return value
        }

        mutating func string(_ name: String) throws(WebProtocolError) -> String {
            guard case .string(let text) = try value(name) else {
                throw WebProtocolError(reason: "field \(name.debugDescription) must be a string")
            }
            return text
        }

        mutating func integer(_ name: String) throws(WebProtocolError) -> Int {
            switch try value(name) {
            case .integer(let number): return number
            case .number(let number) where number == number.rounded() && abs(number) < 1e15: return Int(number)
            default: throw WebProtocolError(reason: "field \(name.debugDescription) must be an integer")
            }
        }

        /// A length in CSS pixels, when the field is there: 0 to 100,000.
        mutating func optionalLength(_ name: String) throws(WebProtocolError) -> Double? {
            guard fields[name] != nil else { return nil }
            let value: Double
            switch try self.value(name) {
            case .integer(let number): value = Double(number)
            case .number(let number): value = number
            default: throw WebProtocolError(reason: "field \(name.debugDescription) must be a number")
            }
            guard value.isFinite, value >= 0, value <= 100_000 else {
                throw WebProtocolError(reason: "field \(name.debugDescription) is out of range")
            }
            return value
        }

        /// A required length in CSS pixels: 0 to 100,000.
        mutating func length(_ name: String) throws(WebProtocolError) -> Double {
            guard let value = try optionalLength(name) else { throw WebProtocolError(reason: "missing field \(name.debugDescription)") }
            return value
        }

        /// A required offset in CSS pixels: within ±100,000.
        mutating func offset(_ name: String) throws(WebProtocolError) -> Double {
            let value: Double
            switch try self.value(name) {
            case .integer(let number): value = Double(number)
            case .number(let number): value = number
            default: throw WebProtocolError(reason: "field \(name.debugDescription) must be a number")
            }
            guard value.isFinite, abs(value) <= 100_000 else {
                throw WebProtocolError(reason: "field \(name.debugDescription) is out of range")
            }
            return value
        }

        mutating func bool(_ name: String) throws(WebProtocolError) -> Bool {
            guard case .bool(let flag) = try value(name) else {
                throw WebProtocolError(reason: "field \(name.debugDescription) must be a Boolean")
            }
            return flag
        }

        /// A point in an element (`x`, `y`) and the element's origin in the window (`ox`, `oy`).
        mutating func pointer(x: String, y: String) throws(WebProtocolError) -> PointerLocation {
            PointerLocation(x: try offset(x), y: try offset(y), originX: try offset("ox"), originY: try offset("oy"))
        }

        mutating func optionalBool(_ name: String) throws(WebProtocolError) -> Bool? {
            guard fields[name] != nil else { return nil }
            guard case .bool(let flag) = try value(name) else {
                throw WebProtocolError(reason: "field \(name.debugDescription) must be a Boolean")
            }
            return flag
        }

        mutating func sequence() throws(WebProtocolError) -> Int {
            let sequence = try integer("seq")
            guard sequence >= 1 else { throw WebProtocolError(reason: "seq must be positive") }
            return sequence
        }

        /// The `applied` field: a server message number, never negative.
        mutating func optionalApplied() throws(WebProtocolError) -> Int? {
            if fields["applied"] == nil { return nil }
            let applied = try integer("applied")
            guard applied >= 0 else { throw WebProtocolError(reason: "applied must not be negative") }
            return applied
        }

        mutating func optionalSequence() throws(WebProtocolError) -> Int? {
            if fields["seq"] == nil { return nil }
            return try sequence()
        }

        mutating func elementID(_ name: String) throws(WebProtocolError) -> ElementID {
            let raw = try integer(name)
            guard raw >= 0 else { throw WebProtocolError(reason: "field \(name.debugDescription) must not be negative") }
            return ElementID(rawValue: raw)
        }

        /// The fields of a `visible` message.
        mutating func visibleRows() throws(WebProtocolError) -> VisibleRows {
            let first = try integer("first"), end = try integer("end")
            guard first >= 0, end >= first, end <= 1 << 31 else {
                throw WebProtocolError(reason: "visible rows must satisfy 0 ≤ first ≤ end ≤ 2³¹")
            }
            let direction = try integer("dir")
            guard (-1...1).contains(direction) else { throw WebProtocolError(reason: "dir must be -1, 0 or 1") }
            let pitch = try optionalLength("pitch")
            if let pitch, pitch < 1 || pitch > 10_000 { throw WebProtocolError(reason: "pitch must be 1 to 10,000 px") }
            var columns: Int?
            if fields["columns"] != nil {
                let count = try integer("columns")
                guard (1...64).contains(count) else { throw WebProtocolError(reason: "columns must be 1 to 64") }
                columns = count
            }
            return VisibleRows(first: first, end: end, direction: Int8(direction), pitch: pitch, columns: columns)
        }

        /// Whether a continuous gesture's report (`value` `changed` or `ended`) is its last.
        mutating func isEnded(kind: String) throws(WebProtocolError) -> Bool {
            switch try string("value") {
            case "changed": return false
            case "ended": return true
            case let other: throw WebProtocolError(reason: "unknown \(kind) phase \(other.prefix(40).debugDescription)")
            }
        }

        /// What a file picker or a save came back with: `files` naming upload
        /// ids (UploadStore; the window puts the files in their place),
        /// `cancelled`, or `failed` with a reason.
        mutating func pickerOutcome() throws(WebProtocolError) -> FilePickerOutcome {
            switch try string("value") {
            case "cancelled": return .cancelled
            case "failed":
                let reason = try string("reason")
                guard reason.utf8.count <= 200 else { throw WebProtocolError(reason: "file outcome reason over 200 bytes") }
                return .failed(reason)
            case "files":
                return .files(try uploadPlaceholders())
            case let other: throw WebProtocolError(reason: "unknown file outcome \(other.prefix(40).debugDescription)")
            }
        }

        /// Field `ids`: 1 to 64 upload ids, as placeholders the window
        /// resolves to the uploads' files (``UploadStore/resolve(_:)``).
        mutating func uploadPlaceholders() throws(WebProtocolError) -> [URL] {
            let ids = try string("ids").split(separator: " ", omittingEmptySubsequences: false)
            guard (1...64).contains(ids.count), ids.allSatisfy({ id in
                (1...64).contains(id.utf8.count) && id.utf8.allSatisfy { $0 == UInt8(ascii: "-") || ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 122) }
            }) else { throw WebProtocolError(reason: "file ids must be 1 to 64 upload ids") }
            return ids.compactMap { URL(string: "\(UploadStore.placeholderScheme):\($0)") }
        }

        /// A `drop` event's sample: its phase and location, and what the
        /// drag carries (this window's drag, or one from outside whose kinds
        /// it names and whose text, web URLs and uploaded files a drop brings).
        mutating func dropSample() throws(WebProtocolError) -> DropSample {
            let phaseName = try string("value")
            guard let phase = DropSample.Phase(rawValue: phaseName) else {
                throw WebProtocolError(reason: "unknown drop phase \(phaseName.prefix(40).debugDescription)")
            }
            let location = try pointer(x: "x", y: "y")
            switch try string("source") {
            case "window":
                return DropSample(phase: phase, location: location, payload: .window)
            case "outside":
                let kinds = try string("kinds").split(separator: " ")
                guard kinds.count <= 3, kinds.allSatisfy({ ["files", "text", "urls"].contains($0) }) else {
                    throw WebProtocolError(reason: "drop kinds must be among files, text and urls")
                }
                var drag = OutsideDrag(hasFiles: kinds.contains("files"), hasText: kinds.contains("text"), hasURLs: kinds.contains("urls"))
                guard phase == .performed else { return DropSample(phase: phase, location: location, payload: .outside(drag)) }
                if fields["text"] != nil {
                    let text = try string("text")
                    guard text.utf8.count <= 100_000 else { throw WebProtocolError(reason: "dropped text over 100,000 bytes") }
                    drag.text = text
                }
                if fields["urls"] != nil {
                    let lines = try string("urls").split(separator: "\n")
                    guard lines.count <= 64 else { throw WebProtocolError(reason: "over 64 dropped URLs") }
                    for line in lines {
                        guard line.utf8.count <= 2_048, let url = URL(string: String(line)), ["http", "https"].contains(url.scheme?.lowercased()) else {
                            throw WebProtocolError(reason: "a dropped URL must be http or https, at most 2,048 bytes")
                        }
                        drag.urls.append(url)
                    }
                }
                if fields["ids"] != nil { drag.files = try uploadPlaceholders() }
                return DropSample(phase: phase, location: location, payload: .outside(drag))
            case let other:
                throw WebProtocolError(reason: "unknown drop source \(other.prefix(40).debugDescription)")
            }
        }

        mutating func event(named name: String) throws(WebProtocolError) -> ElementEvent {
            switch name {
            case "tap": return .tap
            case "submit": return .submit
            case "increment": return .increment
            case "decrement": return .decrement
            case "delete": return .delete
            case "pop": return .pop
            case "dismiss": return .dismiss
            case "refresh": return .refresh
            case "input":
                let text = try string("value")
                guard text.utf8.count <= ClientMessage.maximumTextBytes else {
                    throw WebProtocolError(reason: "input value of \(text.utf8.count) bytes exceeds \(ClientMessage.maximumTextBytes)")
                }
                return .input(text)
            case "toggle":
                guard case .bool(let isOn) = try value("value") else {
                    throw WebProtocolError(reason: "toggle value must be a Boolean")
                }
                return .toggle(isOn)
            case "select":
                let index = try integer("value")
                guard index >= 0 else { throw WebProtocolError(reason: "select value must not be negative") }
                return .select(index)
            case "move":
                let offset = try integer("value")
                guard offset >= 0 else { throw WebProtocolError(reason: "move value must not be negative") }
                return .move(toOffset: offset)
            case "resize":
                // A GeometryReader's frame in the page: lengths and offsets within ±100,000 px.
                let width = try length("width"), height = try length("height")
                let x = try offset("x"), y = try offset("y")
                return .resize(ElementFrame(x: x, y: y, width: width, height: height))
            case "tapGesture":
                return .tapGesture(try pointer(x: "x", y: "y"))
            case "longPress":
                let phase = try string("value")
                guard let phase = LongPressPhase(rawValue: phase) else {
                    throw WebProtocolError(reason: "unknown longPress phase \(phase.prefix(40).debugDescription)")
                }
                return .longPress(phase)
            case "drag":
                let isEnded = try isEnded(kind: "drag")
                let start = try pointer(x: "sx", y: "sy"), location = try pointer(x: "x", y: "y")
                let velocityX = try offset("vx"), velocityY = try offset("vy")
                return .drag(DragSample(isEnded: isEnded, start: start, location: location, velocityX: velocityX, velocityY: velocityY))
            case "dragStart":
                return .dragStart
            case "drop":
                return .drop(try dropSample())
            case "fileImport":
                return .fileImport(try pickerOutcome())
            case "fileExport":
                return .fileExport(try pickerOutcome())
            case "magnify":
                let isEnded = try isEnded(kind: "magnify")
                let scale = try offset("scale"), velocity = try offset("v")
                guard scale >= 0.01, scale <= 100, abs(velocity) <= 1_000 else {
                    throw WebProtocolError(reason: "magnify scale must be 0.01 to 100 and v within ±1,000")
                }
                let start = try pointer(x: "x", y: "y")
                let width = try length("w"), height = try length("h")
                return .magnify(MagnifySample(
                    isEnded: isEnded, scale: scale, start: start, width: width, height: height, velocity: velocity))
            case "hover":
                return .hover(try bool("value"))
            case "hoverMove":
                switch try string("value") {
                case "active": return .hoverLocation(try pointer(x: "x", y: "y"))
                case "ended": return .hoverLocation(nil)
                case let other: throw WebProtocolError(reason: "unknown hoverMove phase \(other.prefix(40).debugDescription)")
                }
            case "keyPress":
                let phase = try string("value")
                guard let phase = KeyPressSample.Phase(rawValue: phase) else {
                    throw WebProtocolError(reason: "unknown keyPress phase \(phase.prefix(40).debugDescription)")
                }
                let key = try string("key"), characters = try string("chars")
                guard !key.isEmpty, key.utf8.count <= 32, characters.utf8.count <= 16 else {
                    throw WebProtocolError(reason: "keyPress key must be 1 to 32 bytes and chars at most 16")
                }
                let bits = try integer("mods")
                guard (0...15).contains(bits) else { throw WebProtocolError(reason: "keyPress mods must be 0 to 15") }
                var modifiers: EventModifiers = []
                if bits & 1 != 0 { modifiers.insert(.shift) }
                if bits & 2 != 0 { modifiers.insert(.control) }
                if bits & 4 != 0 { modifiers.insert(.option) }
                if bits & 8 != 0 { modifiers.insert(.command) }
                return .keyPress(KeyPressSample(key: key, characters: characters, modifiers: modifiers, phase: phase))
            case "visibility":
                return .visibility(try bool("value"))
            case "scroll":
                // A scroll view's offset, content size and size: within ±100,000 px.
                let isScrolling: Bool
                switch try string("value") {
                case "interacting": isScrolling = true
                case "idle": isScrolling = false
                case let other: throw WebProtocolError(reason: "unknown scroll phase \(other.prefix(40).debugDescription)")
                }
                let x = try offset("x"), y = try offset("y")
                let contentWidth = try length("cw"), contentHeight = try length("ch")
                let width = try length("w"), height = try length("h")
                var leading: [ElementID] = []
                if fields["lead"] != nil {
                    let text = try string("lead")
                    let ids = text.isEmpty ? [] : text.split(separator: " ", omittingEmptySubsequences: false).map { Int($0) }
                    guard text.utf8.count <= 64, ids.count <= 4, ids.allSatisfy({ $0.map { (0..<(1 << 31)).contains($0) } == true }) else {
                        throw WebProtocolError(reason: "lead must be at most 4 element ids separated by spaces")
                    }
                    leading = ids.compactMap { $0.map(ElementID.init(rawValue:)) }
                }
                return .scroll(ScrollSample(
                    offsetX: x, offsetY: y, contentWidth: contentWidth, contentHeight: contentHeight,
                    width: width, height: height, isScrolling: isScrolling, leadingElements: leading))
            case "focus":
                return .focus(try bool("value"))
            case "imageLoad":
                return .imageLoad(try bool("value"))
            case "setValue":
                switch try value("value") {
                case .integer(let number): return .setValue(Double(number))
                case .number(let number) where number.isFinite: return .setValue(number)
                default: throw WebProtocolError(reason: "setValue value must be a finite number")
                }
            default:
                throw WebProtocolError(reason: "unknown event \(name.prefix(40).debugDescription)")
            }
        }

        func finish() throws(WebProtocolError) {
            let extra = Set(fields.keys).subtracting(read)
            guard extra.isEmpty else {
                throw WebProtocolError(reason: "unexpected field(s) \(extra.sorted().map { $0.prefix(40) })")
            }
        }
    }
}

/// What a tab reports about its window: the color scheme it prefers, its
/// size and whether it is visible.
struct WindowEnvironment: Equatable, CustomStringConvertible {
    var colorScheme: ColorScheme
    /// The viewport's width in CSS pixels, when reported.
    var width: Double?
    /// The viewport's height in CSS pixels, when reported.
    var height: Double?
    /// Whether the tab is visible, when reported.
    var isVisible: Bool?
    /// Whether the system asks for less motion, when reported.
    var reducesMotion: Bool?
    /// The window's device pixel ratio, when reported.
    var displayScale: Double?

    init(colorScheme: ColorScheme, width: Double? = nil, height: Double? = nil, isVisible: Bool? = nil) {
        self.colorScheme = colorScheme
        self.width = width
        self.height = height
        self.isVisible = isVisible
    }

    /// Writes these values into the root environment.
    func apply(to environment: inout EnvironmentValues) {
        environment.colorScheme = colorScheme
        if let width { environment.horizontalSizeClass = UserInterfaceSizeClass(points: width) }
        if let height { environment.verticalSizeClass = UserInterfaceSizeClass(points: height) }
        if let isVisible { environment.scenePhase = isVisible ? .active : .background }
        if let reducesMotion { environment.accessibilityReduceMotion = reducesMotion }
        if let displayScale { environment.displayScale = displayScale }
    }

    var description: String {
        var parts = ["colorScheme \(colorScheme)"]
        if let width, let height { parts.append("\(Int(width))×\(Int(height))") }
        if let isVisible { parts.append(isVisible ? "visible" : "hidden") }
        if reducesMotion == true { parts.append("reduced motion") }
        if let displayScale { parts.append("scale \(displayScale)") }
        return parts.joined(separator: ", ")
    }
}
