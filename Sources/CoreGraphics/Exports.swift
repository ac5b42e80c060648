// Apple's platforms define CGFloat, CGPoint, CGSize and CGRect in Core
// Graphics; Linux's Foundation defines them. `import CoreGraphics` gives them
// here too, so a file that imports only Core Graphics compiles unchanged.
@_exported import Foundation
