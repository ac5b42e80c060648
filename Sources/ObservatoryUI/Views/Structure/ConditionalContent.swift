/// The view an `if`/`else` or `switch` builds: one of two branches, each with
/// its own identity (switching branches resets the state inside them).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension _ConditionalContent: TransparentView {
    var transparentContent: (any View)? {
        switch storage {
        case .trueContent(let content): return content
        case .falseContent(let content): return content
        }
    }

    var identityKey: AnyHashable? {
        switch storage {
        case .trueContent: return true
        case .falseContent: return false
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Optionals are primitive views: they render their value or nothing.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {}

extension Optional: TransparentView where Wrapped: View {
    var transparentContent: (any View)? { self }
}
