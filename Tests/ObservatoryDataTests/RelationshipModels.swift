import ObservatoryData

// One-to-many with a cascade, declared on the "many" side's owner.
@Model
final class Trip {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
    /// To-one whose inverse (`Guide.trips`) is found without being named.
    var guide: Guide?
    /// The inverse of the required `Ticket.trip`.
    var tickets: [Ticket] = []

    init(name: String, guide: Guide? = nil) {
        self.name = name
        self.guide = guide
    }
}

@Model
final class Stop {
    var name: String
    var trip: Trip?

    init(name: String, trip: Trip? = nil) {
        self.name = name
        self.trip = trip
    }
}

@Model
final class Guide {
    var name: String
    @Relationship(deleteRule: .deny) var trips: [Trip] = []

    init(name: String) { self.name = name }
}

/// A to-one that must always hold a model.
@Model
final class Ticket {
    var seat: String
    var trip: Trip

    init(seat: String, trip: Trip) {
        self.seat = seat
        self.trip = trip
    }
}

// Many-to-many, with the inverse named on one side only.
@Model
final class Article {
    var title: String
    @Relationship(inverse: \Tag.articles) var tags: [Tag] = []

    init(title: String) { self.title = title }
}

@Model
final class Tag {
    var label: String
    var articles: [Article] = []

    init(label: String) { self.label = label }
}

/// An author before and after the model gains a relationship.
enum BeforeBooks {
    @Model
    final class Author {
        var name: String
        init(name: String) { self.name = name }
    }
}

enum AfterBooks {
    @Model
    final class Author {
        var name: String
        var books: [Book] = []
        init(name: String) { self.name = name }
    }

    @Model
    final class Book {
        var title: String
        var author: Author?
        init(title: String) { self.title = title }
    }
}
