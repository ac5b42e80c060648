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
    func write(to out: inout MarkupBuffer) {
        switch self {
        case .text(let id, let part, let text):
            out.append("[\"t\",")
            out.append(id)
            out.append(",")
            JSON.appendString(part, to: &out)
            out.append(",")
            JSON.appendString(text, to: &out)
        case .attribute(let id, let part, let name, let value):
            out.append("[\"a\",")
            out.append(id)
            out.append(",")
            JSON.appendString(part, to: &out)
            out.append(",")
            JSON.appendString(name, to: &out)
            out.append(",")
            if let value { JSON.appendString(value, to: &out) } else { out.append("null") }
        case .property(let id, let part, let name, let value):
            out.append("[\"p\",")
            out.append(id)
            out.append(",")
            JSON.appendString(part, to: &out)
            out.append(",")
            JSON.appendString(name, to: &out)
            out.append(",")
            switch value {
            case .string(let text): JSON.appendString(text, to: &out)
            case .bool(let flag): out.append(flag ? "true" : "false")
            }
        case .insert(let parent, let region, let index, let html):
            out.append("[\"i\",")
            out.append(parent)
            out.append(",")
            JSON.appendString(region, to: &out)
            out.append(",")
            out.append(index)
            out.append(",\"")
            out.append(html)
            out.append("\"")
        case .remove(let id):
            out.append("[\"r\",")
            out.append(id)
        case .move(let id, let index):
            out.append("[\"m\",")
            out.append(id)
            out.append(",")
            out.append(index)
        case .replace(let id, let html):
            out.append("[\"h\",")
            out.append(id)
            out.append(",\"")
            out.append(html)
            out.append("\"")
        }
        out.append("]")
    }

    /// The op as JSON.
    var json: String {
        var out = MarkupBuffer()
        write(to: &out)
        return out.text
    }
}
