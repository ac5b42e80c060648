// Runs one kind of lazy-list operation a given number of times, outside the
// benchmark harness, so that `valgrind --tool=callgrind` can count its
// instructions: a before/after figure that stays put on a noisy machine.
//
//     swift build -c release --package-path Benchmarks --product LazyListProbe
//     valgrind --tool=callgrind --toggle-collect='*WebWindow*receive*' \
//         Benchmarks/.build/release/LazyListProbe "scroll a fling report" 1000 200
//
// The arguments: the operation (a `LazyListScenario.Kind` raw value), the
// number of rows, and the number of operations.

import Foundation
import WebScenarios

let arguments = CommandLine.arguments.dropFirst()
let printsReplies = arguments.last == "--print"
let operands = printsReplies ? arguments.dropLast() : arguments
guard operands.count == 3, let kind = LazyListScenario.Kind(rawValue: operands[operands.startIndex]),
    let rows = Int(operands[operands.startIndex + 1]), let operations = Int(operands[operands.startIndex + 2])
else {
    let kinds = LazyListScenario.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    print("usage: LazyListProbe <operation> <rows> <count> [--print]; operations: \(kinds)")
    exit(2)
}
let bytes = MainActor.assumeIsolated {
    LazyListScenario(kind, rows: rows).replay(operations, onReply: printsReplies ? { print("> \($0)\n< \($1.joined(separator: "\n< "))") } : nil)
}
print("\(operations) × \(kind.rawValue), N = \(rows): \(bytes) bytes replied")
