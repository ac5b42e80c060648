extension Element {
    /// An element's children, in order: a random-access collection that
    /// needs no array of its own for an element with none or one child.
    ///
    /// A control's label, a section's only row, a screen's content: about a
    /// third of the elements with children have exactly one, and an array
    /// for it cost each of them a 48-byte block for as long as it was
    /// mounted. One word either way: the single child or the array.
    public struct Children: RandomAccessCollection {
        private enum Storage {
            case none
            case one(Element)
            case many([Element])
        }

        private let storage: Storage

        /// No children.
        init() { storage = .none }

        /// The children in `list`, without keeping the array for one.
        init(_ list: [Element]) {
            switch list.count {
            case 0: storage = .none
            case 1: storage = .one(list[0])
            default: storage = .many(list)
            }
        }

        /// The position of the first child.
        public var startIndex: Int { 0 }

        /// The position after the last child.
        public var endIndex: Int {
            switch storage {
            case .none: return 0
            case .one: return 1
            case .many(let list): return list.count
            }
        }

        /// The child at `position`.
        public subscript(position: Int) -> Element {
            switch storage {
            case .one(let child) where position == 0: return child
            case .many(let list): return list[position]
            default: preconditionFailure("child index \(position) out of range (\(count) children)")
            }
        }
    }
}
