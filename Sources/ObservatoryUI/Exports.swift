// A view file needs only `import ObservatoryUI`, as it needs only
// `import SwiftUI` on Apple's platforms.
@_exported import Observatory
