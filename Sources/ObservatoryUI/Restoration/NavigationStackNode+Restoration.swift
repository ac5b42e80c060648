import Foundation

/// A stack restores its screens: the values of a bound path
/// (`NavigationStack(path:)`, often an array in an `@Observable` router that
/// is not state the window can copy) are set on the binding again, then the
/// screens pushed onto its own path are pushed again: a value (of a type its
/// `navigationDestination(for:)`s show, `Codable` or `RawRepresentable`) as
/// it was, a link's screen by tapping the link again once it is mounted (a
/// screen at a time, each link being on the screen below). A view that a
/// binding presents follows its binding.
extension NavigationStackNode: RestorableNode {
    func restorationJSON() -> [String: Any]? {
        var json: [String: Any] = [:]
        if let bound = controller.boundPath?.get(), !bound.isEmpty {
            let values = bound.compactMap(Self.valueJSON)
            if values.count == bound.count { json["bound"] = values }
        }
        var screens: [Any] = []
        pushed: for entry in controller.pushedEntries {
            switch entry.destination {
            case .value(let value):
                guard let screen = Self.valueJSON(value) else { break pushed }
                screens.append(screen)
            case .link(let linked):
                guard let node = graph.element(linked.source)?.eventTarget else { break pushed }
                screens.append(["link": RestorationPaths.path(of: node)])
            case .view:
                // Its binding brings it back; the screens above it would be
                // pushed in another order.
                break pushed
            }
        }
        if !screens.isEmpty { json["stack"] = screens }
        return json.isEmpty ? nil : json
    }

    func restore(from json: [String: Any], in round: inout RestorationRound) -> [String: Any]? {
        if let bound = json["bound"] as? [Any], let binding = controller.boundPath {
            let values = bound.compactMap(value(from:))
            if values.count == bound.count {
                binding.set(values)
                round.applied += 1
            }
        }
        guard var screens = json["stack"] as? [Any] else { return nil }
        while let screen = screens.first as? [String: Any], !round.treeChanged {
            if let path = screen["link"] as? String {
                guard let link = round.nodes[path] else { break }
                guard let element = Self.element(handledBy: link) else { return nil }
                // The link pushes as a tap would: the update mounts its screen.
                guard graph.send(.tap, to: element.id) != nil else { return nil }
                round.treeChanged = true
            } else {
                guard let value = value(from: screen) else { return nil }
                controller.push(.value(value))
            }
            round.applied += 1
            screens.removeFirst()
        }
        return screens.isEmpty ? nil : ["stack": screens]
    }

    /// A pushed value as JSON: its type's mangled name and its value.
    private static func valueJSON(_ value: AnyHashable) -> [String: Any]? {
        guard let name = _mangledTypeName(type(of: value.base)), let json = RestorationJSON.encode(value.base) else { return nil }
        return ["value": name, "json": json]
    }

    /// The value `json` names: of a type that a destination inside the stack
    /// shows, else of any type the program has (a private type is found only
    /// by the first way).
    private func value(from json: Any) -> AnyHashable? {
        guard let json = json as? [String: Any], let name = json["value"] as? String, let value = json["json"] else { return nil }
        if let registered = controller.registeredValue(fromJSON: value, typeName: name) { return registered }
        guard let type = _typeByName(name) as? any (Decodable & Hashable).Type else { return nil }
        return Self.decode(value, as: type)
    }

    private nonisolated static func decode<T: Decodable & Hashable>(_ json: Any, as type: T.Type) -> AnyHashable? {
        guard let value = RestorationJSON.decode(json, as: T.self) else { return nil }
        return AnyHashable(value)
    }

    /// The element whose events `node` handles (a link's button).
    private static func element(handledBy node: Node) -> Element? {
        var elements: [Element] = []
        node.collectElements(into: &elements)
        return elements.first { $0.eventTarget === node }
    }
}
