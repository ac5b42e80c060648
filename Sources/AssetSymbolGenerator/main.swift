import Foundation
import ObservatoryAssets

// The tool the AssetSymbols plugin runs for a target:
//
//   AssetSymbolGenerator <output.swift> <bundle expression> <catalog.xcassets>…
//
// writes the generated asset symbols of the catalogs to <output.swift>, and
// reports sets it left out as warnings in the build log.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: AssetSymbolGenerator <output.swift> <bundle expression> <catalog.xcassets>…\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[arguments.startIndex])
let bundleExpression = arguments[arguments.startIndex + 1]
let catalogs = arguments.dropFirst(2).map { path in
    let url = URL(fileURLWithPath: path)
    return (name: url.lastPathComponent, contents: AssetCatalogContents(contentsOf: url))
}
let source = AssetSymbolSource(catalogs: catalogs, bundleExpression: bundleExpression)
for warning in source.warnings {
    FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
}
do {
    // Rewritten only when it changed, so the target is not recompiled for nothing.
    if (try? String(contentsOf: output, encoding: .utf8)) != source.text {
        try source.text.write(to: output, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
