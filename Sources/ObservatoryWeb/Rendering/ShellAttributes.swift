import ObservatoryUI

/// An element's attributes as its shell reads them: by name, a dozen names
/// per element, most of them absent.
///
/// Elements have few attributes (a stack has two or three, a text one to
/// five), so a name is found by walking the entries (``AttributeWalk``): a
/// lookup in the dictionary hashed the name with SipHash, about 300
/// instructions, for every name a shell asked for.
struct ShellAttributes {
    /// The attributes, as the element holds them.
    let dictionary: [String: String]

    init(_ dictionary: [String: String]) {
        self.dictionary = dictionary
    }

    /// The value of the attribute `name`, or nil when the element has none.
    subscript(name: String) -> String? {
        AttributeWalk.value(named: name, in: dictionary)
    }
}

extension ShellAttributes: ExpressibleByDictionaryLiteral {
    /// Attributes written out, as a shell that builds another's passes them.
    init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
