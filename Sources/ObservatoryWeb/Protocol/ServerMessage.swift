/// The server's messages, written as JSON text frames.
///
/// ```
/// {"type":"patch","seq":M,"ack":N,"ops":[…]}    M: this window's message number; N: last client event applied
///                                               (in inspect mode also "inspect":{…}, see InspectionPayload)
/// {"type":"reset","seq":M,"ack":N,"html":"…"}   the root element's HTML, after a reconnect that missed too much
/// {"type":"reload"}                              the page is stale (the server restarted): reload it
/// {"type":"restoration","record":"{…}"}          the window's state to keep for a new window (WindowRestoration)
/// {"type":"development","state":"failed",…}      the development loop's build (DevelopmentStatus)
/// {"type":"open","url":"…"}                      `openURL`: open it (a new tab when it has a scheme)
/// {"type":"openWindow","url":"/window/…"}        `openWindow(id:)`: open the window scene's page in a new tab
/// {"type":"closeWindow"}                          `dismissWindow()`: close this tab (when the app opened it)
/// {"type":"scroll","target":ID,"x":0.5,"y":1}     `scrollTo`: show the element, at the anchor (x, y absent: nearest)
/// ```
enum ServerMessage {
    /// A patch; `animation` (the compact form of ``ObservatoryUI/Animation``)
    /// when the change was made inside `withAnimation`: `"anim":"s,0.55,1,0,1,1,0"`.
    static func patch(sequence: Int, acknowledged: Int, ops: [PatchOp], animation: String? = nil) -> String {
        var out = MarkupBuffer(capacity: 1_024)
        out.append("{\"type\":\"patch\",\"seq\":")
        out.append(sequence)
        out.append(",\"ack\":")
        out.append(acknowledged)
        out.append(",\"ops\":[")
        for index in ops.indices {
            if index > 0 { out.append(",") }
            ops[index].write(to: &out)
        }
        out.append("]")
        if let animation {
            out.append(",\"anim\":")
            JSON.appendString(animation, to: &out)
        }
        out.append("}")
        return out.text
    }

    /// `patch` with the inspect mode's `inspect` field added at the end.
    static func addingInspection(_ inspection: String, to patch: String) -> String {
        String(patch.dropLast()) + ",\"inspect\":" + inspection + "}"
    }

    static func reset(sequence: Int, acknowledged: Int, html: String) -> String {
        var out = "{\"type\":\"reset\",\"seq\":\(sequence),\"ack\":\(acknowledged),\"html\":"
        JSON.appendString(html, to: &out)
        out += "}"
        return out
    }

    static let reload = "{\"type\":\"reload\"}"

    /// The window's restoration record, for the tab to keep and bring to a
    /// new window after a restart (``ObservatoryUI/WindowRestoration``).
    static func restoration(_ record: String) -> String {
        var out = "{\"type\":\"restoration\",\"record\":"
        JSON.appendString(record, to: &out)
        out += "}"
        return out
    }

    /// `ScrollViewProxy.scrollTo`: the element to show and the anchor's unit point.
    static func scroll(to target: ElementID, anchor: UnitPoint?) -> String {
        var out = "{\"type\":\"scroll\",\"target\":\(target.rawValue)"
        if let anchor, anchor.x.isFinite, anchor.y.isFinite {
            out += ",\"x\":\(CSS.format(min(max(anchor.x, 0), 1))),\"y\":\(CSS.format(min(max(anchor.y, 0), 1)))"
        }
        out += "}"
        return out
    }

    /// `openWindow(id:)`: the page of window scene `id`, in a new tab.
    static func openWindow(id: String) -> String {
        var out = "{\"type\":\"openWindow\",\"url\":"
        JSON.appendString(WindowScenePages.path(for: id), to: &out)
        out += "}"
        return out
    }

    static let closeWindow = "{\"type\":\"closeWindow\"}"

    static func open(_ url: String) -> String {
        var out = "{\"type\":\"open\",\"url\":"
        JSON.appendString(url, to: &out)
        out += "}"
        return out
    }
}

/// The last messages sent to a window, so that a tab that reconnects can
/// be sent what it missed. Bounded in count and in bytes.
struct PatchBuffer {
    /// The most messages kept.
    static let maximumCount = 64
    /// The most bytes kept (a single larger message is not kept).
    static let maximumBytes = 128 * 1024

    private(set) var frames: [(sequence: Int, text: String)] = []
    private var bytes = 0

    mutating func append(sequence: Int, text: String) {
        frames.append((sequence, text))
        bytes += text.utf8.count
        while frames.count > Self.maximumCount || (bytes > Self.maximumBytes && !frames.isEmpty) {
            bytes -= frames.removeFirst().text.utf8.count
        }
    }

    mutating func removeAll() {
        frames.removeAll()
        bytes = 0
    }

    /// Forgets the messages up to `sequence`, which the tab applied: a
    /// reconnect never needs them, so a tab that reports what it applied
    /// keeps only the messages in flight here.
    mutating func drop(through sequence: Int) {
        let count = frames.prefix { $0.sequence <= sequence }.count
        guard count > 0 else { return }
        for frame in frames.prefix(count) { bytes -= frame.text.utf8.count }
        frames.removeFirst(count)
    }

    /// The messages after `sequence`, if all of them up to `latest` are kept.
    func frames(after sequence: Int, latest: Int) -> [String]? {
        if sequence == latest { return [] }
        guard sequence < latest, let first = frames.first, first.sequence - 1 <= sequence,
              frames.last?.sequence == latest else {
            return nil
        }
        return frames.filter { $0.sequence > sequence }.map(\.text)
    }

    /// The bytes held.
    var byteCount: Int { bytes }
}
