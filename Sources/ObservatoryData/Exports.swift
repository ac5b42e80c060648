// A model file needs only `import ObservatoryData`, as it needs only
// `import SwiftData` on Apple's platforms: `@Model` classes are observable,
// and `#Predicate`, `SortDescriptor` and `Date` come from Foundation.
@_exported import Observatory
@_exported import Foundation
