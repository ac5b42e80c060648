import Observatory

// Fixtures used across the suite. They are `@unchecked Sendable` only so that
// tests can capture them in `@Sendable` observers; each test decides on which
// threads it touches them.

@Observable
final class Person: @unchecked Sendable {
    var firstName = "Ada"
    var lastName = "Lovelace"
    var age = 36
    @ObservationIgnored var cache = 0

    var fullName: String { "\(firstName) \(lastName)" }
}

struct Point: Equatable {
    var x = 0
    var y = 0
}

/// A value with no `Equatable` conformance: every write notifies.
struct Opaque {
    var payload = 0
}

final class Reference {}

@Observable
final class Values: @unchecked Sendable {
    var number = 0
    var text = ""
    var point = Point()
    var opaque = Opaque()
    var reference = Reference()
    var items: [Int] = []
    var optional: Int?
}

@Observable
final class Cart: @unchecked Sendable {
    var items: [Double] = []
    var subtotal: Double { items.reduce(0, +) }
    var tax: Double { subtotal * 0.1 }
    var total: Double { subtotal + tax }
}

@Observable
final class Settings: @unchecked Sendable {
    var theme = "light"
    var fontSize = 16.0
}

@Observable
final class AppModel: @unchecked Sendable {
    var settings = Settings()
    var currentTab = 0
}

/// Sixty-five properties, so that ids beyond the 63-bit fast mask are exercised.
@Observable
final class Wide: @unchecked Sendable {
    var p0 = 0; var p1 = 0; var p2 = 0; var p3 = 0; var p4 = 0; var p5 = 0; var p6 = 0; var p7 = 0
    var p8 = 0; var p9 = 0; var p10 = 0; var p11 = 0; var p12 = 0; var p13 = 0; var p14 = 0; var p15 = 0
    var p16 = 0; var p17 = 0; var p18 = 0; var p19 = 0; var p20 = 0; var p21 = 0; var p22 = 0; var p23 = 0
    var p24 = 0; var p25 = 0; var p26 = 0; var p27 = 0; var p28 = 0; var p29 = 0; var p30 = 0; var p31 = 0
    var p32 = 0; var p33 = 0; var p34 = 0; var p35 = 0; var p36 = 0; var p37 = 0; var p38 = 0; var p39 = 0
    var p40 = 0; var p41 = 0; var p42 = 0; var p43 = 0; var p44 = 0; var p45 = 0; var p46 = 0; var p47 = 0
    var p48 = 0; var p49 = 0; var p50 = 0; var p51 = 0; var p52 = 0; var p53 = 0; var p54 = 0; var p55 = 0
    var p56 = 0; var p57 = 0; var p58 = 0; var p59 = 0; var p60 = 0; var p61 = 0; var p62 = 0; var p63 = 0
    var p64 = 0
}

@Observable
final class Mortal: @unchecked Sendable {
    var value = 0
    @ObservationIgnored let onDeinit: @Sendable () -> Void

    init(value: Int = 0, onDeinit: @escaping @Sendable () -> Void = {}) {
        self.value = value
        self.onDeinit = onDeinit
    }

    deinit { onDeinit() }
}
