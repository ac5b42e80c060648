import Foundation
/// The mounted tree of one window: nodes, their elements, and the update loop.
///
/// Mutations anywhere (any thread) invalidate exactly the nodes whose last
/// evaluation read the changed value. The graph batches them: ``update()``
/// re-runs each invalidated node once, parents before children, reconciles
/// children by identity, runs lifecycle callbacks, and returns the
/// ``ElementChanges`` of the element tree.
///
/// Without a renderer calling ``update()``, the graph schedules an update on
/// the main actor after the first invalidation of a turn and reports it
/// through ``onUpdate``.
@MainActor
public final class ViewGraph {
    /// The root element; its children are the window's content.
    public let rootElement: Element
    /// Called with the changes of every update the graph runs by itself
    /// (after mutations made outside ``send(_:to:)``).
    public var onUpdate: (@MainActor (ElementChanges) -> Void)?

    let queue: UpdateQueue
    /// The observer of every node's trackings, which names the node by id
    /// (see ``observingNodes``).
    let observationTarget: ObservationTarget
    private(set) var root: RootNode!
    private var nextElementID = 0
    private var nextNodeID = 0
    /// The live elements, by id (tombstones until the end of an update).
    ///
    /// Unchecked for exclusivity, as ``recorder`` is: every element made,
    /// changed or discarded accessed them, and each access was a dynamic
    /// check (a twentieth of a scroll report). Invariant: no access to
    /// either overlaps another. Their mutations call no code of ours that
    /// could reach back: the only code they run is an element's `deinit`
    /// (when tombstones are compacted), which touches only the element's
    /// own rare storage.
    @exclusivity(unchecked) private var elements = IDTable<ElementTableEntry>()
    /// The nodes that observation callbacks may name, by id: those that
    /// observe something, from their first such evaluation until they leave.
    private var observingNodes = IDTable<ObservingNode>()
    /// What the dynamic properties of the few body nodes that have any
    /// attached, by node id (``Node/attachedProperties``).
    private var attachedProperties = IDTable<AttachedProperties>()
    @exclusivity(unchecked) private var recorder = ChangeRecorder(firstNewID: 0)
    private var hostsToRelayout: [ObjectIdentifier: any ElementHosting] = [:]
    private(set) var isUpdating = false
    private var dirtyNodes: [Node] = []
    /// The causes pending for the nodes that have any (``Node/pendingCauses``).
    private var pendingCausesByNode: [ObjectIdentifier: [UpdateCause]] = [:]
    private var stateNames: [ObjectIdentifier: (owner: String, property: String)] = [:]
    private var sourceNames: [ObjectIdentifier: WeakCauseSource] = [:]
    let lifecycle = LifecycleQueue()
    /// The archived state of the lazy row being mounted, if any
    /// (``restoringRowState(_:baseDepth:_:)``).
    var restoring: RowStateRestorer?
    /// The tasks started by `.task` modifiers.
    public let tasks = TaskRegistry()
    /// Counts and causes of evaluations, for tests and the inspector.
    public let statistics = EvaluationStatistics()
    /// Records the mutations, evaluations and durations of each update when
    /// set; nil (the default) costs one check per update and evaluation.
    ///
    /// Pass it to the initializer to see every mutation: a body evaluated
    /// before the inspector was set reports the changes it observes only
    /// from its next evaluation on.
    public var inspector: UpdateInspector?

    /// Mounts `content` as the root of a new graph.
    ///
    /// - Parameters:
    ///   - content: The root view.
    ///   - environment: The environment the root sees.
    ///   - inspector: Records each update (see ``inspector``); nil for none.
    public convenience init<Content: View>(
        _ content: Content, environment: EnvironmentValues = EnvironmentValues(), inspector: UpdateInspector? = nil
    ) {
        self.init(environment: environment, inspector: inspector) { root in
            root.mount(content)
        }
    }

    /// Creates a graph whose root is set up by `mountRoot`.
    init(environment: EnvironmentValues, inspector: UpdateInspector? = nil, mountRoot: (RootNode) -> Void) {
        self.inspector = inspector
        rootElement = Element(id: ElementID(rawValue: 0), role: .root)
        // The flush task holds the graph weakly: a dropped window stops updating.
        let box = WeakGraphBox()
        queue = UpdateQueue {
            Task { @MainActor in box.graph?.flushScheduledUpdate() }
        }
        observationTarget = Self.makeObservationTarget(for: queue)
        box.graph = self
        nextElementID = 1
        elements.insert(ElementTableEntry(rootElement))
        isUpdating = true
        let root = RootNode(graph: self, environment: environment)
        self.root = root
        mountRoot(root)
        finishUpdate()
        recorder = ChangeRecorder(firstNewID: nextElementID)  // the first paint is the whole tree, not a change
        elements.shrinkToFit()  // mounted in bulk; most windows then change little
        observingNodes.shrinkToFit()
        attachedProperties.shrinkToFit()
    }

    // Elements that outlive the graph (held by a test, say) must not point
    // at parents freed with it (see `Element.parentPointer`).
    isolated deinit {
        elements.forEachLive { $0.element.detachFromParent() }
    }

    /// Adds `node` to the nodes callbacks may name (``Node/becomeObserver()``).
    func addObserver(_ node: Node) {
        observingNodes.insert(ObservingNode(node))
    }

    /// Removes `node`, which left the tree, from the nodes callbacks may name.
    func removeObserver(_ node: Node) {
        observingNodes.remove(node.id)
    }

    /// The properties attached to the node with id `nodeID`, if any.
    func attachedProperties(of nodeID: Int) -> AttachedProperties? { attachedProperties[nodeID] }

    /// Keeps `properties` for their node.
    func addAttachedProperties(_ properties: AttachedProperties) { attachedProperties.insert(properties) }

    /// Lets go of the properties attached to the node with id `nodeID`.
    func removeAttachedProperties(of nodeID: Int) { attachedProperties.remove(nodeID) }

    /// How many nodes have attached properties now (for tests).
    var attachedPropertiesCount: Int { attachedProperties.count }

    /// How many nodes callbacks may name now (for tests).
    var observingNodeCount: Int { observingNodes.count }

    /// The node with id `id`, while callbacks may name it (for tests).
    func observingNode(_ id: Int) -> Node? { observingNodes[id]?.node }

    func makeNodeID() -> Int {
        nextNodeID += 1
        return nextNodeID
    }

    /// Marks `node` for re-evaluation in the current or next update.
    func invalidate(_ node: Node, cause: UpdateCause) {
        guard node.isMounted else { return }
        if node.pendingCauses.isEmpty { dirtyNodes.append(node) }
        let cause = named(cause)
        if !node.pendingCauses.contains(cause) { node.pendingCauses.append(cause) }
        if !isUpdating { queue.requestFlush() }
    }

    /// The causes pending for `node` (see ``Node/pendingCauses``).
    func pendingCauses(of node: Node) -> [UpdateCause] {
        pendingCausesByNode[ObjectIdentifier(node)] ?? []
    }

    /// Sets the causes pending for `node`; empty forgets them.
    func setPendingCauses(_ causes: [UpdateCause], of node: Node) {
        pendingCausesByNode[ObjectIdentifier(node)] = causes.isEmpty ? nil : causes
    }

    /// Names a `@State` storage so that causes say whose property changed.
    func nameState(_ storage: AnyObject, owner: String, property: String) {
        stateNames[ObjectIdentifier(storage)] = (owner, property)
    }

    /// Forgets the names of storages that left the tree.
    func forgetStates(_ storages: [AnyObject]) {
        for storage in storages { stateNames[ObjectIdentifier(storage)] = nil }
    }

    /// Registers an object that describes its own changes.
    func nameSource(_ source: any UpdateCauseDescribing) {
        sourceNames = sourceNames.filter { $0.value.source != nil }
        sourceNames[ObjectIdentifier(source)] = WeakCauseSource(source: source)
    }

    /// Turns an observed change of a state storage into a `@State` cause, and
    /// one of an object that describes its changes into a `.source` cause.
    func named(_ cause: UpdateCause) -> UpdateCause {
        guard case .observed(let property) = cause, let object = property.object else { return cause }
        if let name = stateNames[object] {
            return .state(owner: name.owner, property: name.property)
        }
        if !sourceNames.isEmpty, let source = sourceNames[object]?.source, ObjectIdentifier(source) == object {
            return .source(source.updateCauseDescription)
        }
        return cause
    }

    // MARK: Elements

    /// Room in the table of elements (for tests).
    var elementTableCapacity: Int { elements.capacity }

    /// The live element with identity `id`, if it is in the tree.
    public func element(_ id: ElementID) -> Element? { elements[id]?.element }

    func makeElement(role: ElementRole) -> Element {
        let element = Element(id: ElementID(rawValue: nextElementID), role: role)
        nextElementID += 1
        elements.insert(ElementTableEntry(element))
        return element
    }

    func discard(_ element: Element) {
        element.eventTarget = nil
        element.detachFromParent()
        elements.remove(element.id)
        recorder.removed(element.id)
    }

    /// Makes `attributes` the attributes of `element`, recording what changed.
    func resolve(_ element: Element, attributes: [String: String]) {
        // An element made in this update is rendered whole: no delta to record.
        if recorder.isCreated(element.id) {
            element.attributes = attributes
            return
        }
        let current = element.attributes
        guard !AttributeWalk.equal(attributes, current) else { return }
        var delta: [String: String?] = [:]
        for (name, value) in attributes where AttributeWalk.value(named: name, in: current) != value { delta[name] = value }
        for name in current.keys where AttributeWalk.value(named: name, in: attributes) == nil { delta[name] = .some(nil) }
        element.attributes = attributes
        recorder.attributes(element.id, delta)
    }

    /// Sets one attribute of an element a node manages by hand, recording the change.
    func setAttribute(_ name: String, of element: Element, to value: String?) {
        guard element.attributes[name] != value else { return }
        element.attributes[name] = value
        recorder.attributes(element.id, [name: value])
    }

    func recordReordered(_ element: Element) {
        recorder.reordered(element.id)
    }

    /// Notes that the elements contributed below `node` may have changed.
    func structureChanged(below node: Node) {
        if let host = node.elementHost {
            hostsToRelayout[ObjectIdentifier(host)] = host
        }
    }

    // MARK: Environment

    /// The environment the root view sees.
    public var rootEnvironment: EnvironmentValues { root.environment }

    /// Changes the environment the root sees (a renderer's color scheme, for
    /// example). Views that read a changed value re-run in the next update.
    public func updateEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        var environment = rendererEnvironment ?? root.environment
        change(&environment)
        rendererEnvironment = environment
        applyRootEnvironment()
    }

    /// The environment the renderer gave, before a view's preferences (a
    /// preferred color scheme) apply.
    private var rendererEnvironment: EnvironmentValues?
    /// The preferred color schemes of mounted views, by node, in the order they were set.
    private var preferredSchemes: [(node: Int, scheme: ColorScheme)] = []

    /// The color scheme the window's views prefer (`.preferredColorScheme`),
    /// if any: the renderer shows the window in it.
    public var preferredColorScheme: ColorScheme? { preferredSchemes.last?.scheme }

    /// Records (or with nil withdraws) the scheme node `node` prefers. The
    /// root environment follows after the current update's work.
    func preferColorScheme(_ scheme: ColorScheme?, by node: Int) {
        let before = preferredColorScheme
        preferredSchemes.removeAll { $0.node == node }
        if let scheme { preferredSchemes.append((node, scheme)) }
        guard preferredColorScheme != before else { return }
        setAttribute("preferredColorScheme", of: rootElement, to: preferredColorScheme.map { $0 == .dark ? "dark" : "light" })
        // Not while nodes are being built: after this round of the update.
        lifecycle.enqueue { [weak self] in self?.applyRootEnvironment() }
        if !isUpdating { queue.requestFlush() }
    }

    private func applyRootEnvironment() {
        var environment = rendererEnvironment ?? root.environment
        if rendererEnvironment == nil { rendererEnvironment = environment }
        if let preferredColorScheme { environment.colorScheme = preferredColorScheme }
        root.environmentDidChange(environment)
        if !isUpdating { queue.requestFlush() }
    }

    /// Opens URLs for `@Environment(\.openURL)` (a renderer sets it); returns
    /// whether the URL was opened. Nil: nothing opens URLs, and the action
    /// reports `false` to its completion. Read when a URL is opened, so
    /// setting it costs nothing.
    public var openURLHandler: (@MainActor (URL) -> Bool)?

    /// Opens a window of the app's window scene with an id
    /// (`@Environment(\.openWindow)`); a renderer sets it. Nil: nothing opens.
    public var openWindowHandler: (@MainActor (String) -> Void)?

    /// Closes this window, or (with an id) the windows of that scene it
    /// opened (`@Environment(\.dismissWindow)`); a renderer sets it.
    public var dismissWindowHandler: (@MainActor (String?) -> Void)?

    /// Scrolls the window so that an element is visible, placed at an anchor
    /// (nil: as little as shows it): the destination of
    /// `ScrollViewProxy.scrollTo`, called after the update that resolved it.
    public var scrollHandler: (@MainActor (ElementID, UnitPoint?) -> Void)?

    /// `scrollTo` requests waiting for the end of the update.
    private var scrollRequests: [ScrollRequest] = []

    /// Records a `scrollTo`; it is resolved once the update has run, so that
    /// a view added by the same action can be found.
    func requestScroll(_ request: ScrollRequest) {
        // A newer request of the reader replaces one still waiting for data.
        scrollRequests.removeAll { $0.waitsUntil != nil && $0.reader === request.reader }
        scrollRequests.append(request)
        if !isUpdating { queue.requestFlush() }
    }

    /// Whether a `scrollTo` of `id` waits for data that is finding its row
    /// (``ScrollRequest/waitsUntil``); not once a newer request replaced it.
    func awaitsScroll(to id: AnyHashable) -> Bool {
        scrollRequests.contains { $0.waitsUntil != nil && $0.id == id }
    }

    /// Drops the `scrollTo` requests waiting for `id`: the data has no row with it.
    func dropScrollRequests(awaiting id: AnyHashable) {
        scrollRequests.removeAll { $0.waitsUntil != nil && $0.id == id }
    }

    /// Resolves the waiting `scrollTo` requests and hands them to ``scrollHandler``.
    private func deliverScrollRequests() {
        guard !scrollRequests.isEmpty else { return }
        let requests = scrollRequests
        scrollRequests.removeAll()
        var now: ContinuousClock.Instant?
        for request in requests {
            guard let element = request.resolve() else {
                // A row the data is still finding, or whose page is on its
                // way: tried again after the next update.
                if let until = request.waitsUntil, request.reader?.isMounted == true {
                    now = now ?? .now
                    if now! < until { scrollRequests.append(request) }
                }
                continue
            }
            scrollHandler?(element.id, request.anchor)
        }
    }

    /// Gives each waiting request whose target is not mounted one chance to
    /// have a windowed `ForEach` mount it; returns whether one did (the
    /// update then runs another round, which mounts the row). A request
    /// whose target the data is still finding waits for it
    /// (``ScrollRequest/waitsUntil``).
    private func revealScrollTargets() -> Bool {
        var revealed = false
        for index in scrollRequests.indices where !scrollRequests[index].triedUnmountedRows {
            scrollRequests[index].triedUnmountedRows = true
            switch scrollRequests[index].revealUnmountedTarget() {
            case .revealed: revealed = true
            case .pending: scrollRequests[index].waitsUntil = .now + ScrollRequest.dataWait
            case .notFound: break
            }
        }
        return revealed
    }

    // MARK: Closing

    /// Takes the window's content out of the tree: observations are
    /// cancelled, `onDisappear` callbacks run and `.task`s are cancelled.
    /// The graph reports no further updates.
    public func close() {
        guard root.isMounted else { return }
        onUpdate = nil
        root.unmount()
        lifecycle.run()
        tasks.cancelAll()
    }

    // MARK: Events

    /// Delivers a user action to an element, then runs one batched update.
    ///
    /// - Returns: The changes of that update, or nil when the element is gone
    ///   or does not handle this kind of event.
    @discardableResult
    public func send(_ event: ElementEvent, to id: ElementID) -> ElementChanges? {
        guard let element = elements[id]?.element, let target = element.eventTarget else { return nil }
        guard target.handle(event, on: element) else { return nil }
        return update()
    }

    // MARK: The update loop

    /// Whether invalidations are waiting for ``update()``.
    public var hasPendingUpdates: Bool {
        // A `scrollTo` waiting for data is not: the data's answer invalidates.
        queue.hasPending || lifecycle.hasWork || !dirtyNodes.isEmpty || scrollRequests.contains { $0.waitsUntil == nil }
    }

    /// Re-runs every invalidated node once (parents first), reconciles, runs
    /// lifecycle callbacks, and returns what changed in the element tree.
    @discardableResult
    public func update() -> ElementChanges {
        precondition(!isUpdating, "Observatory: ViewGraph.update() called while an update is running")
        isUpdating = true
        statistics.beginUpdate()
        inspector?.beginUpdate()
        finishUpdate()
        if let inspector {
            inspector.finishUpdate(number: statistics.updateNumber) { named($0) }
        }
        var changes = recorder.take(liveElements: elements, nextID: nextElementID)
        if let transaction = queue.takeTransaction(), !transaction.disablesAnimations, !changes.isEmpty {
            changes.animation = transaction.animation
        }
        deliverScrollRequests()
        return changes
    }

    /// Runs a scheduled update and reports it.
    private func flushScheduledUpdate() {
        guard !isUpdating, hasPendingUpdates else { return }
        let changes = update()
        if !changes.isEmpty { onUpdate?(changes) }
    }

    /// Drains invalidations and lifecycle work until both are quiet.
    /// What is left of each lazy container's initial rows for the segments
    /// that mount in this update, by container node (emptied after each).
    var lazyInitialBudgets: [ObjectIdentifier: Int] = [:]

    /// Data a node let go of in an update, released after the update's
    /// reply is out (``releaseAfterUpdate(_:)``).
    private var retiredData: [Any] = []
    /// Whether a task is scheduled to release ``retiredData``.
    private var releasesRetiredData = false

    /// Keeps `data`, which a node replaced in this update, until the main
    /// actor is next free: after the caller of ``update()`` (or of
    /// ``send(_:to:)``) returned, so after a window sent its reply.
    ///
    /// A change of the array a `ForEach` shows leaves the node holding the
    /// only reference to the old copy (the model's mutation copied it:
    /// copy-on-write), and freeing it releases each element: 12 ms for a
    /// million rows, against 0.15 ms for the rest of the update. Released
    /// here, that cost follows the reply instead of delaying it. What an
    /// update retires stays at most until the next update starts, which
    /// releases it first if no task ran meanwhile: at most one old copy is
    /// kept, whatever the caller.
    func releaseAfterUpdate(_ data: Any) {
        retiredData.append(data)
        guard !releasesRetiredData else { return }
        releasesRetiredData = true
        Task { @MainActor [weak self] in self?.releaseRetiredData() }
    }

    /// Releases what earlier updates retired (``releaseAfterUpdate(_:)``).
    private func releaseRetiredData() {
        releasesRetiredData = false
        retiredData.removeAll()
    }

    /// How many retired data values are waiting to be released (for tests).
    var retiredDataCount: Int { retiredData.count }

    private func finishUpdate() {
        // What an update that no task followed retired (a caller updating
        // in a loop): released before this one retires more.
        if !retiredData.isEmpty { retiredData.removeAll() }
        defer {
            isUpdating = false
            elements.removeTombstones()
            observingNodes.removeTombstones()  // lets go of the nodes that left
            attachedProperties.removeTombstones()
            lazyInitialBudgets.removeAll()
        }
        var rounds = 0
        repeat {
            rerunInvalidatedNodes()
            relayoutHosts()
            lifecycle.run()
            rounds += 1
            if rounds == 100 {
                print("Observatory: views kept invalidating each other for 100 rounds in one update; stopping. "
                      + "A body, onAppear or onChange probably mutates a value it depends on.")
                break
            }
            // Once quiet, a `scrollTo` of a row outside a lazy window moves
            // the window, and another round mounts the row.
        } while queue.hasPending || lifecycle.hasWork || !dirtyNodes.isEmpty || revealScrollTargets()
    }

    private func rerunInvalidatedNodes() {
        collectInvalidations()
        while !dirtyNodes.isEmpty {
            // Shallowest last, so removeLast() takes parents before children;
            // at one depth, in mount order (ids grow as nodes mount), so
            // that siblings always re-run in the same order.
            dirtyNodes.sort { ($0.depth, $0.id) > ($1.depth, $1.id) }
            let node = dirtyNodes.removeLast()
            if node.isMounted && !node.pendingCauses.isEmpty {
                node.rerun()
            }
            collectInvalidations()
        }
    }

    /// Moves invalidations recorded by observation callbacks onto their nodes.
    private func collectInvalidations() {
        for (nodeID, cause) in queue.drain() {
            guard let node = observingNodes[nodeID]?.node else { continue }
            invalidate(node, cause: cause)
        }
    }

    /// Recomputes the children of the hosts whose structure changed,
    /// shallowest first. A host whose own element list changes (a `ForEach`
    /// row that now yields another number of rows) marks its enclosing host,
    /// which is then laid out in the next pass.
    private func relayoutHosts() {
        while !hostsToRelayout.isEmpty {
            let hosts = hostsToRelayout.values.sorted { $0.depth < $1.depth }
            hostsToRelayout.removeAll()
            for host in hosts where host.isMounted {
                host.relayoutChildren()
            }
        }
    }

    // MARK: Names

    /// A type's name without module prefixes, e.g. `PostGrid` or `ForEach<Array<Todo>, …>`.
    ///
    /// Names are cached: building one costs thousands of instructions and
    /// several allocations, and every evaluation and invalidation needs one.
    nonisolated static func displayName(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = typeNames.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        typeNames.withLock { $0[key] = name }
        return name
    }

    private nonisolated static let typeNames = SanitizedMutex<[ObjectIdentifier: String]>([:])
}

/// Lets the flush task reach the graph without keeping it alive.
private final class WeakGraphBox: @unchecked Sendable {
    @MainActor weak var graph: ViewGraph?
}
