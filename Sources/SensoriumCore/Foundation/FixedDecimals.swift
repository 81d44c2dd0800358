import Glibc

extension String {
    /// `value` with exactly `decimals` digits after the point, rounded as C's `printf("%.*f")`
    /// rounds ("0.25", "12.000"): what `String(format: "%.2f", value)` printed, without linking
    /// Foundation's formatting (and with it ICU) into the game.
    public init(_ value: Double, decimals: Int) {
        let precision = Int32(clamping: Swift.max(0, decimals))
        var buffer = [CChar](repeating: 0, count: 32)
        let needed = Int(withVaList([precision, value]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) })
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: needed + 1)
            _ = withVaList([precision, value]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) }
        }
        self = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
