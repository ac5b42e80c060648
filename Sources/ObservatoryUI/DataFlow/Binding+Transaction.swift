extension Binding {
    /// A binding whose writes run in `transaction`: the changes they make
    /// animate (or not) as the transaction says.
    ///
    /// ```swift
    /// Toggle("Show details", isOn: $showsDetails.transaction(Transaction(animation: .snappy)))
    /// ```
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(access: TransactionBindingAccess(base: self, transaction: transaction))
    }

    /// A binding whose writes animate with `animation`, as if made inside
    /// ``withAnimation(_:_:)``.
    ///
    /// ```swift
    /// Toggle("Show details", isOn: $showsDetails.animation(.easeInOut))
    /// ```
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var transaction = Transaction(animation: animation)
        transaction.disablesAnimations = animation == nil
        return self.transaction(transaction)
    }
}

/// Another binding's value, written inside a transaction.
///
/// Its location is opaque: a view given `$x.animation()` is never taken for
/// the same input as one given `$x`, so a change of animation reaches it.
final class TransactionBindingAccess<Value>: BindingAccess<Value> {
    private let base: Binding<Value>
    private let transaction: Transaction

    init(base: Binding<Value>, transaction: Transaction) {
        self.base = base
        self.transaction = transaction
    }

    override var value: Value {
        get { base.wrappedValue }
        set { withTransaction(transaction) { base.wrappedValue = newValue } }
    }

    override var location: BindingLocation { .opaque }
}
