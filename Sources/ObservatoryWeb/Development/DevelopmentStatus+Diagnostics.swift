extension DevelopmentStatus.Diagnostic {
    /// The compiler's diagnostics in a build's output (`swift build`): the
    /// lines `path:line:column: error: message` (and warnings) about Swift
    /// or C sources, in order, each once (the compiler may print one
    /// twice); paths under `packagePath` are made relative to it.
    public static func parse(buildOutput output: String, packagePath: String) -> [Self] {
        var found: [Self] = []
        var seen: Set<String> = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = diagnostic(in: Substring(line), packagePath: packagePath) else { continue }
            let key = "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column):\(diagnostic.message)"
            if seen.insert(key).inserted { found.append(diagnostic) }
        }
        return found
    }

    /// The diagnostic one line holds, if it is one.
    static func diagnostic(in line: Substring, packagePath: String) -> Self? {
        for severity in ["error", "warning"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                  let column = Int(location[location.count - 1])
            else { continue }
            var file = location[..<(location.count - 2)].joined(separator: ":")
            guard file.hasSuffix(".swift") || file.hasSuffix(".c") || file.hasSuffix(".h") else { continue }
            let root = packagePath.hasSuffix("/") ? packagePath : packagePath + "/"
            if file.hasPrefix(root) { file.removeFirst(root.count) }
            return Self(
                file: file, line: lineNumber, column: column, severity: severity,
                message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
