import SensoriumCore

extension CaptureSounds {
    /// The sample formats SDL's disk audio driver reads its capture input in: raw, no header,
    /// little-endian, in whatever format the game opened the capture device with.
    public enum RawFormat: Sendable {
        case float32
        case int16
    }

    /// Writes `samples` as a raw capture file for SDL's disk audio driver (`SDL_AUDIODRIVER=disk`
    /// reads it from `SDL_DISKAUDIOFILEIN`): mono, at the rate the game opens capture at.
    public static func writeRaw(_ samples: [Float], format: RawFormat = .float32, to path: String) throws(FormatError) {
        try AtomicFile.write(rawBytes(samples, format: format), to: path)
    }

    /// The bytes `writeRaw` writes.
    public static func rawBytes(_ samples: [Float], format: RawFormat) -> [UInt8] {
        var bytes: [UInt8] = []
        switch format {
        case .float32:
            bytes.reserveCapacity(samples.count * 4)
            for sample in samples {
                let bits = sample.bitPattern.littleEndian
                withUnsafeBytes(of: bits) { bytes.append(contentsOf: $0) }
            }
        case .int16:
            bytes.reserveCapacity(samples.count * 2)
            for sample in samples {
                let value = Int16(max(-32768, min(32767, (sample * 32768).rounded()))).littleEndian
                withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
            }
        }
        return bytes
    }
}
