import Foundation

#if !canImport(Darwin)
/// Joins items into a list as the locale writes one ("a, b, and c"), as
/// Foundation declares it on Apple's platforms (Linux's has none). It
/// formats with Foundation's list format style.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale the list is written in.
    open var locale: Locale! = .current
    /// How each item is written; items are described as they are when nil.
    open var itemFormatter: Formatter?

    /// A formatter for the current locale.
    public override init() {
        super.init()
    }

    /// Not supported: formatters are not archived on Linux.
    public required init?(coder: NSCoder) {
        nil
    }

    /// `strings` joined as a list of the current locale.
    open class func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(.current))
    }

    /// `items` joined as a list, each written by ``itemFormatter`` (or
    /// described); nil when the item formatter cannot write one.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        strings.reserveCapacity(items.count)
        for item in items {
            if let itemFormatter {
                guard let string = itemFormatter.string(for: item) else { return nil }
                strings.append(string)
            } else {
                strings.append(String(describing: item))
            }
        }
        return strings.formatted(.list(type: .and).locale(locale ?? .current))
    }

    /// `object` (an array) joined as a list.
    open override func string(for object: Any?) -> String? {
        guard let items = object as? [Any] else { return nil }
        return string(from: items)
    }
}
#endif
