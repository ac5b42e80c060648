// The models of the `intended.codable` scenario.

#if OBSERVATORY
import Observatory
#else
import Observation
#endif

#if OBSERVATORY
@Observable
final class Settings: Codable {
    var name = "a"
    var count = 1
}
#else
// On the toolchain, a `Decodable` @Observable class draws a warning (the
// macro's registrar is a `let` with an initial value, which decoding skips),
// so this side declares only `Encodable`: its synthesized `encode(to:)` is the
// same one that `Codable` gets.
@Observable
final class Settings: Encodable {
    var name = "a"
    var count = 1
}
#endif

/// The struct that `Settings` should encode like.
struct SettingsStruct: Codable {
    var name = "a"
    var count = 1
}
