/// Compares the shell an element was rendered with to its new shell and
/// lists the DOM operations between them: changed attributes, texts and
/// live properties of the parts that differ.
enum ShellDiff {
    /// The operations turning `old` into `new` for element `id`, or nil when
    /// their structure differs (or a difference is in a node no part names):
    /// the element must then be rendered again.
    static func ops(from old: HTMLNode, to new: HTMLNode, id: Int) -> [PatchOp]? {
        var ops: [PatchOp] = []
        if old[attribute: "data-w"] != nil {
            // A wrapper (`<li data-w>`): its own attributes never change; the
            // element's node is its first child.
            guard new[attribute: "data-w"] != nil, old.tag == new.tag, old.content.count == 1,
                  new.content.count == 1, attributesEqual(old, new),
                  case .node(let oldMain) = old.content[0], case .node(let newMain) = new.content[0] else { return nil }
            guard compare(oldMain, newMain, part: "", id: id, into: &ops) else { return nil }
            return ops
        }
        guard compare(old, new, part: "", id: id, into: &ops) else { return nil }
        return ops
    }

    private static func attributesEqual(_ lhs: HTMLNode, _ rhs: HTMLNode) -> Bool {
        lhs.attributes.count == rhs.attributes.count
            && zip(lhs.attributes, rhs.attributes).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    private static func compare(_ old: HTMLNode, _ new: HTMLNode, part: String?, id: Int, into ops: inout [PatchOp]) -> Bool {
        guard old.tag == new.tag, old.part == new.part, old.content.count == new.content.count else { return false }
        if !attributesEqual(old, new) {
            guard let part else { return false }
            // A node has a handful of attributes: scans, not a dictionary
            // and a set per node that changed (a list's spacers change on
            // every scroll report).
            for attribute in new.attributes where old[attribute: attribute.name] != attribute.value {
                ops.append(op(id: id, part: part, tag: new.tag, name: attribute.name, value: attribute.value))
            }
            for attribute in old.attributes where new[attribute: attribute.name] == nil {
                ops.append(op(id: id, part: part, tag: new.tag, name: attribute.name, value: nil))
            }
        }
        for (oldItem, newItem) in zip(old.content, new.content) {
            switch (oldItem, newItem) {
            case (.node(let oldNode), .node(let newNode)):
                guard compare(oldNode, newNode, part: newNode.part, id: id, into: &ops) else { return false }
            case (.text(let oldText), .text(let newText)):
                guard oldText != newText else { continue }
                guard let part, new.content.count == 1 else { return false }
                if new.tag == "textarea" {
                    ops.append(.property(id, part: part, name: "value", value: .string(newText)))
                } else {
                    ops.append(.text(id, part: part, newText))
                }
            case (.children(let oldRegion), .children(let newRegion)):
                guard oldRegion == newRegion else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// The op that sets (or removes, when `value` is nil) attribute `name`:
    /// a live property for the state of form controls.
    private static func op(id: Int, part: String, tag: String, name: String, value: String?) -> PatchOp {
        switch (tag, name) {
        case ("input", "value"):
            return .property(id, part: part, name: "value", value: .string(value ?? ""))
        case ("input", "checked"), ("option", "selected"):
            return .property(id, part: part, name: name, value: .bool(value != nil))
        default:
            return .attribute(id, part: part, name: name, value: value)
        }
    }
}
