/// The models of the pages a save rebuilt, asked in turn whether each model
/// of the pages it replaced is among them (``FetchedPage/handOver(where:)``).
///
/// A save keeps the order of the models it does not touch: the models asked
/// about come in the order of their positions, and each carried one is found
/// a few places after the one found last. So the answer is a walk of
/// identity comparisons, not a set of every model hashed per save. A model
/// not found near the walk (one deleted, moved by an update, or pushed past
/// the end of the pages held) is looked for in the whole list, and after a
/// few such models in a set of them all, so the answer is exact whatever
/// the save did.
///
/// Not generic: it keeps the models' identities, so that its loops compile
/// to comparisons of words, where generic code (the query's, which is not
/// specialized for the app's models) cost a retain and a witness per model.
struct CarriedModels {
    /// How far past the model found last a model is looked for first.
    static var lookahead: Int { 8 }
    /// How many models are looked for in the whole list before a set of
    /// them is built.
    static var scansBeforeSet: Int { 4 }

    private let models: [ObjectIdentifier]
    /// Where the model found last was, plus one.
    private var cursor = 0
    private var misses = 0
    private var all: Set<ObjectIdentifier>?

    /// The models of `pages`, in order.
    init<Model: AnyObject>(_ pages: [FetchedPage<Model>]) {
        var models: [ObjectIdentifier] = []
        models.reserveCapacity(pages.reduce(0) { $0 + $1.elements.count })
        for page in pages {
            for index in page.elements.indices { models.append(ObjectIdentifier(page.elements[index])) }
        }
        self.models = models
    }

    /// Identities of models, in order.
    init(_ models: [ObjectIdentifier]) {
        self.models = models
    }

    /// Whether the model identified `model` is one of the models.
    mutating func contains(_ model: ObjectIdentifier) -> Bool {
        var index = cursor
        let end = min(cursor + Self.lookahead, models.count)
        while index < end {
            if models[index] == model {
                cursor = index + 1
                return true
            }
            index += 1
        }
        misses += 1
        if misses <= Self.scansBeforeSet {
            return models.contains(model)
        }
        if all == nil {
            all = Set(models)
        }
        return all!.contains(model)
    }
}
