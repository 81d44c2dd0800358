/// FNV-1a over the exact bits of a simulation's state. Swift's `Hasher` is seeded per process,
/// so it cannot compare runs; this can: same inputs, same binary, same hash.
public struct StateHasher: Sendable {
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    public init() {}

    public mutating func combine(_ bits: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            value ^= (bits >> UInt64(shift)) & 0xFF
            value = value &* 0x0000_0100_0000_01B3
        }
    }

    public mutating func combine(_ number: Int) { combine(UInt64(bitPattern: Int64(number))) }
    public mutating func combine(_ number: Double) { combine(number.bitPattern) }
    public mutating func combine(_ flag: Bool) { combine(flag ? 1 as UInt64 : 0) }
}
