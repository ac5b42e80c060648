import ObservatoryUI

/// The `inspect` field a patch carries in inspect mode (`--inspect`): why
/// the update ran and what it cost, for the page's inspector panel.
///
/// ```
/// "inspect":{"event":"tap #12","update":7,"ms":0.41,"bytes":160,
///            "mutations":[["Profile.name","\"Ada\"","\"Grace\""]],
///            "bodies":[["NameView",1,0.05]],"flash":[12]}
/// ```
///
/// `event` is null for an update the app made by itself (a task); a value
/// that is not printable is null; body durations and `ms` are milliseconds;
/// `bytes` is the size of the patch message without this field; `flash`
/// lists the topmost elements of every body that ran.
enum InspectionPayload {
    static func json(report: UpdateReport?, event: String?, patchBytes: Int) -> String {
        var out = "{\"event\":"
        appendOptional(event, to: &out)
        out += ",\"update\":\(report?.number ?? 0)"
        out += ",\"ms\":\(milliseconds(report?.duration ?? .zero))"
        out += ",\"bytes\":\(patchBytes),\"mutations\":["
        for (index, mutation) in (report?.mutations ?? []).enumerated() {
            if index > 0 { out += "," }
            out += "["
            JSON.appendString(mutation.name, to: &out)
            out += ","
            appendOptional(mutation.oldValue, to: &out)
            out += ","
            appendOptional(mutation.newValue, to: &out)
            out += "]"
        }
        out += "],\"bodies\":["
        for (index, body) in (report?.bodyCounts ?? []).enumerated() {
            if index > 0 { out += "," }
            out += "["
            JSON.appendString(body.viewType, to: &out)
            out += ",\(body.count),\(milliseconds(body.duration))]"
        }
        out += "],\"flash\":["
        out += (report?.flashedElements ?? []).map { String($0.rawValue) }.joined(separator: ",")
        out += "]}"
        return out
    }

    private static func appendOptional(_ text: String?, to out: inout String) {
        if let text { JSON.appendString(text, to: &out) } else { out += "null" }
    }

    /// Milliseconds with three decimals (microsecond resolution).
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let micros = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        let whole = micros / 1000, fraction = micros % 1000
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
    }
}
