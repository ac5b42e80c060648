import Foundation

/// `.animation(_:value:)` and `.animation(_:)`: the subtree animates its
/// changes with `animation` (none when nil). Attributes: `animation` (the
/// compact form, or `none`) and, with a value, `key`, which changes when the
/// value does: the page animates the changes of the patch in which `key`
/// changed. Without a value, every change below animates.
struct AnimationElement<Content: View>: WrapperElement {
    static var modifierName: String { "animation" }

    let content: Content
    let animation: Animation?
    let key: String?

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var parameters = ["animation": animation?.attributeValue ?? "none"]
        if let key { parameters["key"] = key }
        return parameters
    }
}

extension View {
    /// Animates the changes below this view with `animation` whenever
    /// `value` changes; nil turns animations off when it does.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        AnimationElement(content: self, animation: animation, key: AnimationKey.of(value))
    }

    /// Animates every change below this view with `animation`; nil turns
    /// animations off below it, even those of `withAnimation`.
    public func animation(_ animation: Animation?) -> some View {
        AnimationElement(content: self, animation: animation, key: nil)
    }

    /// Changes the transaction of the changes below this view; setting its
    /// animation to nil (or `disablesAnimations`) turns animations off there.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        var transaction = Transaction(animation: .default)
        transform(&transaction)
        return AnimationElement(content: self, animation: transaction.disablesAnimations ? nil : transaction.animation, key: nil)
    }
}

/// A short fingerprint of a value, for the `key` attribute: equal values
/// have equal keys, and a change of value changes the key (but for a
/// one-in-four-billion collision, which only skips an animation).
enum AnimationKey {
    static func of<V>(_ value: V) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in String(reflecting: value).utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return String(hash, radix: 36)
    }
}
