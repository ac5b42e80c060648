import Foundation
import Synchronization

extension Transaction {
    /// The transaction of the change being made: set by ``withAnimation(_:_:)``
    /// and ``withTransaction(_:_:)`` for the code they run.
    @TaskLocal static var current: Transaction?
}

/// Runs `body`, animating the changes it makes with `animation`: the update
/// they cause reaches the page with the animation, which the page runs.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.disablesAnimations = animation == nil
    return try withTransaction(transaction, body)
}

/// Runs `body` with `transaction`: its animation (or none) applies to the
/// changes `body` makes.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    TransactionScope.depth.add(1, ordering: .relaxed)
    defer { TransactionScope.depth.subtract(1, ordering: .relaxed) }
    return try Transaction.$current.withValue(transaction, operation: body)
}

/// How many transactions are running on any thread: invalidations read the
/// task-local transaction only while one is.
enum TransactionScope {
    static let depth = Atomic<Int>(0)

    static var isActive: Bool { depth.load(ordering: .relaxed) > 0 }
}

/// Runs `body` with a transaction whose `keyPath` is `value`.
@discardableResult
public func withTransaction<Value, Result>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
