import Foundation

extension View {
    /// Binds `id` to the scroll view's position: the id of the view at the
    /// scroll view's leading edge (top, or leading when it scrolls
    /// horizontally) as the person scrolls, and a scroll to the view with
    /// the id the app sets, placed at `anchor` (the leading edge by default).
    ///
    /// Apply it to a `ScrollView`. The ids are those `ScrollViewReader`
    /// knows: `ForEach` elements and `.id(_:)` views (usually the views of a
    /// `.scrollTargetLayout()`). The page reports the views at the leading
    /// edge with its scroll reports (ten a second while moving, and at rest).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        ScrollPositionBinder(content: self, id: id, anchor: anchor)
    }
}

/// `.scrollPosition(id:anchor:)`: a scroll reader around the scroll view,
/// watching its reports and scrolling when the app changes the id.
struct ScrollPositionBinder<Content: View, ID: Hashable>: View {
    let content: Content
    let id: Binding<ID?>
    let anchor: UnitPoint?
    /// The id last reported by the page or scrolled to: a change to it is not scrolled to again.
    @State private var state = ScrollWatchState<ID>()

    var body: some View {
        let (state, binding, anchor) = (self.state, id, anchor ?? .topLeading)
        return ScrollViewReader { proxy in
            content
                .modifier(EnvironmentWriter(value: ObjectIdentifier(state)) { environment in
                    environment.scrollObservers.needsLeadingElements = true
                    environment.scrollObservers.actions.append { sample in
                        guard let found = proxy.targetID(containingFirstOf: sample.leadingElements)?.base as? ID else { return }
                        state.last = found
                        if binding.wrappedValue != found { binding.wrappedValue = found }
                    }
                })
                .onChange(of: binding.wrappedValue) { _, new in
                    guard let new, new != state.last else { return }
                    state.last = new
                    proxy.scrollTo(new, anchor: anchor)
                }
                .onAppear {
                    guard let initial = binding.wrappedValue else { return }
                    state.last = initial
                    proxy.scrollTo(initial, anchor: anchor)
                }
        }
    }
}

extension ScrollViewProxy {
    /// The id of the outermost scroll target under the reader (a `ForEach`
    /// element, an `.id(_:)` view) whose elements contain the first of
    /// `elements` that is inside one.
    func targetID(containingFirstOf elements: [ElementID]) -> AnyHashable? {
        guard !elements.isEmpty, let node = reader.node, node.isMounted else { return nil }
        var targets: [ElementID: AnyHashable] = [:]
        Self.collectTargets(below: node, into: &targets)
        for id in elements {
            var element = node.graph.element(id)
            while let current = element {
                if let target = targets[current.id] { return target }
                element = current.parent
            }
        }
        return nil
    }

    private static func collectTargets(below node: Node, into targets: inout [ElementID: AnyHashable]) {
        node.forEachChild { child in
            if let id = (child as? ScrollTargetIdentifying)?.scrollTargetID {
                var elements: [Element] = []
                child.collectElements(into: &elements)
                for element in elements { targets[element.id] = id }
            } else {
                collectTargets(below: child, into: &targets)
            }
        }
    }
}
