/// One DOM operation of a patch. Encoded as a compact JSON array whose
/// first item names the operation:
///
/// | op | JSON | meaning |
/// | --- | --- | --- |
/// | text | `["t",id,part,text]` | set the text of a part |
/// | attribute | `["a",id,part,name,value\|null]` | set or remove a DOM attribute |
/// | property | `["p",id,part,name,value]` | set a live property (`value`, `checked`, `selected`); skipped by the client while the element has events in flight |
/// | insert | `["i",parent,region,index,html]` | insert the nodes of `html` before child `index` of the parent's region container |
/// | remove | `["r",id]` | remove the element's node |
/// | move | `["m",id,index]` | take the element's node out and put it back before child `index` of its container |
/// | replace | `["h",id,html]` | replace the element's node (and subtree) by `html` |
///
/// The `html` of an insert or a replace is held escaped for a JSON string
/// already (``HTMLRenderer`` with ``HTML/Output/jsonString``): the renderer
/// escapes each text once for both, and the op writes it between quotes.
///
/// `id`s are element ids (the DOM's `data-oid`); `part` is a `data-p` name
/// inside the element (`""` is the element's own node); `region` names the
/// container of a group of children (`"c"` by default).
enum PatchOp: Equatable {
    case text(ElementIDValue, part: String, String)
    case attribute(ElementIDValue, part: String, name: String, value: String?)
    case property(ElementIDValue, part: String, name: String, value: PropertyValue)
    case insert(parent: ElementIDValue, region: String, index: Int, html: String)
    case remove(ElementIDValue)
    case move(ElementIDValue, index: Int)
    case replace(ElementIDValue, html: String)

    typealias ElementIDValue = Int

    /// A property's new value.
    enum PropertyValue: Equatable {
        case string(String)
        case bool(Bool)
    }

    /// Appends the op's JSON to `out`.
    func write(to out: inout String) {
        switch self {
        case .text(let id, let part, let text):
            out += "[\"t\",\(id),"
            JSON.appendString(part, to: &out)
            out += ","
            JSON.appendString(text, to: &out)
        case .attribute(let id, let part, let name, let value):
            out += "[\"a\",\(id),"
            JSON.appendString(part, to: &out)
            out += ","
            JSON.appendString(name, to: &out)
            out += ","
            if let value { JSON.appendString(value, to: &out) } else { out += "null" }
        case .property(let id, let part, let name, let value):
            out += "[\"p\",\(id),"
            JSON.appendString(part, to: &out)
            out += ","
            JSON.appendString(name, to: &out)
            out += ","
            switch value {
            case .string(let text): JSON.appendString(text, to: &out)
            case .bool(let flag): out += flag ? "true" : "false"
            }
        case .insert(let parent, let region, let index, let html):
            out += "[\"i\",\(parent),"
            JSON.appendString(region, to: &out)
            out += ",\(index),\""
            out += html
            out += "\""
        case .remove(let id):
            out += "[\"r\",\(id)"
        case .move(let id, let index):
            out += "[\"m\",\(id),\(index)"
        case .replace(let id, let html):
            out += "[\"h\",\(id),\""
            out += html
            out += "\""
        }
        out += "]"
    }

    /// The op as JSON.
    var json: String {
        var out = ""
        write(to: &out)
        return out
    }
}
