// Swift Testing names `_Testing_CoreGraphics` as its cross-import overlay for
// Core Graphics, and the compiler imports it into every file that imports
// both Testing and CoreGraphics. Linux's toolchain does not ship it, since it
// has no Core Graphics; this package's CoreGraphics module brings this empty
// stand-in, so such files compile. It adds nothing.
