// The article's `Post`, which it never shows: one tile of the grid.
public struct Post: Identifiable, Sendable {
    public let id: Int
    public let title: String
    public let symbol: String
}

extension Post {
    static let samples: [Post] = [
        Post(id: 1, title: "Sunrise", symbol: "sun.max.fill"),
        Post(id: 2, title: "Coffee", symbol: "cup.and.saucer"),
        Post(id: 3, title: "Stars", symbol: "star.fill"),
        Post(id: 4, title: "Trip", symbol: "airplane"),
        Post(id: 5, title: "Snow", symbol: "snowflake"),
        Post(id: 6, title: "Night", symbol: "moon.fill"),
    ]
}
