import Foundation

/// Opens a URL: `@Environment(\.openURL) private var openURL`, then
/// `openURL(url)`.
///
/// The window's renderer opens it (ObservatoryWeb: a new tab for a URL with
/// a scheme, this tab for a relative one). A view can handle URLs itself with
/// `.environment(\.openURL, OpenURLAction { url in … return .handled })`.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled, discarded, system(URL?)
        }

        let outcome: Outcome

        /// The handler opened it.
        public static let handled = Result(outcome: .handled)
        /// The handler refused it.
        public static let discarded = Result(outcome: .discarded)
        /// The renderer should open it.
        public static let systemAction = Result(outcome: .system(nil))
        /// The renderer should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    let handler: @MainActor @Sendable (URL) -> Result
    let system: @MainActor @Sendable (URL) -> Bool

    /// An action whose `handler` decides what happens to each URL.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
        self.system = { _ in false }
    }

    init(system: @escaping @MainActor @Sendable (URL) -> Bool) {
        self.handler = { _ in .systemAction }
        self.system = system
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`; `completion` says whether it was opened.
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        switch handler(url).outcome {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let other): completion(system(other ?? url))
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction(system: { _ in false }) }
}

extension EnvironmentValues {
    /// The action that opens URLs in this view's window.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
