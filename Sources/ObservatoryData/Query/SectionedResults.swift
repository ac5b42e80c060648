/// Query results grouped into sections by a property of the models: what
/// `@Query(sort:sectionBy:)` produces.
///
/// ```swift
/// @Query(sort: \.name, sectionBy: \.category) var items: SectionedResults<Item, String>
///
/// ForEach(items) { section in
///     Section(section.title) {
///         ForEach(section) { item in Text(item.name) }
///     }
/// }
/// ```
///
/// The sections come in the order of their first model in the query's
/// order; within a section the models keep that order.
public struct SectionedResults<Model: PersistentModel, SectionTitle: Hashable>: RandomAccessCollection {
    private let sections: [ResultsSection<Model, SectionTitle>]
    private let indexByTitle: [SectionTitle: Int]

    /// `models`, grouped by `title`.
    init(_ models: [Model], title: (Model) -> SectionTitle) {
        var sections: [(title: SectionTitle, models: [Model])] = []
        var indexByTitle: [SectionTitle: Int] = [:]
        for model in models {
            let sectionTitle = title(model)
            if let index = indexByTitle[sectionTitle] {
                sections[index].models.append(model)
            } else {
                indexByTitle[sectionTitle] = sections.count
                sections.append((sectionTitle, [model]))
            }
        }
        self.sections = sections.map { ResultsSection(title: $0.title, models: $0.models) }
        self.indexByTitle = indexByTitle
    }

    /// No sections.
    init() {
        sections = []
        indexByTitle = [:]
    }

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> ResultsSection<Model, SectionTitle> { sections[position] }

    /// The section called `title`, if any model has that title. O(1).
    public subscript(sectionTitle title: SectionTitle) -> ResultsSection<Model, SectionTitle>? {
        indexByTitle[title].map { sections[$0] }
    }

    /// The sections' titles, in order.
    public var sectionTitles: [SectionTitle] { sections.map(\.title) }
}

/// One section of ``SectionedResults``: the models that share a title.
public struct ResultsSection<Element: PersistentModel, SectionTitle: Hashable>: RandomAccessCollection, Identifiable {
    /// The value the section's models share.
    public let title: SectionTitle
    private let models: [Element]

    init(title: SectionTitle, models: [Element]) {
        self.title = title
        self.models = models
    }

    /// The section's title.
    public var id: SectionTitle { title }
    public var startIndex: Int { models.startIndex }
    public var endIndex: Int { models.endIndex }
    public subscript(position: Int) -> Element { models[position] }
}

/// What a `@Query` can produce from its models: an array of them,
/// ``SectionedResults`` grouped by the query's `sectionBy`, or a
/// ``FetchResultsCollection`` that reads them a page at a time.
public protocol QueryResultShape {
    /// The model type.
    associatedtype Model: PersistentModel
    /// Whether the shape reads its models from the store a page at a time
    /// as they are accessed, rather than all at once (false by default).
    static var _readsInPages: Bool { get }
    /// The result of `models`, in the query's order; `sectionTitle` is the
    /// query's `sectionBy`, if it has one.
    static func _fromQuery(_ models: FetchResultsCollection<Model>, sectionTitle: ((Model) -> String)?) -> Self
}

extension QueryResultShape {
    /// All at once.
    public static var _readsInPages: Bool { false }
}

/// A query result that is one list of models, without sections: what the
/// `@Query` initializers without `sectionBy:` produce.
public protocol UnsectionedQueryResult: QueryResultShape {}

extension Array: QueryResultShape, UnsectionedQueryResult where Element: PersistentModel {
    /// The models themselves.
    public static func _fromQuery(_ models: FetchResultsCollection<Element>, sectionTitle: ((Element) -> String)?) -> [Element] {
        models.allElements
    }
}

extension SectionedResults: QueryResultShape where SectionTitle == String {
    /// The models grouped by `sectionTitle` (no sections without one).
    public static func _fromQuery(_ models: FetchResultsCollection<Model>, sectionTitle: ((Model) -> String)?) -> Self {
        guard let sectionTitle else { return SectionedResults() }
        return SectionedResults(models.allElements, title: sectionTitle)
    }
}

extension FetchResultsCollection: QueryResultShape, UnsectionedQueryResult where Element: PersistentModel {
    /// The model type.
    public typealias Model = Element

    /// A page at a time.
    public static var _readsInPages: Bool { true }

    /// The models, as the query reads them.
    public static func _fromQuery(_ models: FetchResultsCollection<Element>, sectionTitle: ((Element) -> String)?) -> Self {
        models
    }
}
