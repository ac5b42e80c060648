/// Names a node by its place in the tree, the same in another process
/// running the same code: each step from the root is the view's type name
/// (without generic arguments) and its position among its parent's children,
/// `/ContentView:0/NavigationStack:0/…`. A restored window finds a node's
/// state by this path (``WindowRestoration``).
@MainActor
enum RestorationPaths {
    /// Calls `visit` with every node of the tree below `root`, in pre-order, and its path.
    static func walk(_ root: Node, _ visit: (Node, String) -> Void) {
        walk(root, path: "", visit)
    }

    private static func walk(_ node: Node, path: String, _ visit: (Node, String) -> Void) {
        visit(node, path)
        var index = 0
        node.forEachChild { child in
            walk(child, path: path + "/" + step(child.viewType, index: index), visit)
            index += 1
        }
    }

    /// The path of `node`, found by walking up to the root.
    static func path(of node: Node) -> String {
        var steps: [String] = []
        var current = node
        while let parent = current.parent {
            var index = 0
            var found = 0
            parent.forEachChild { child in
                if child === current { found = index }
                index += 1
            }
            steps.append(step(current.viewType, index: found))
            current = parent
        }
        return steps.reversed().map { "/" + $0 }.joined()
    }

    private static func step(_ type: Any.Type, index: Int) -> String {
        let name = String(describing: type)
        return String(name.prefix { $0 != "<" }) + ":" + String(index)
    }
}
