import FoundationEssentials
import SensoriumCore
import SensoriumSDL

extension CaptureSounds {
    /// Where `espeak-ng` is, when it is on this machine (scripts/install-deps.sh --test installs it).
    public static let speechTool = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"]
        .first(where: FileManager.default.isExecutableFile(atPath:))

    /// A real synthetic voice: `espeak-ng` speaking `text` (`[[a::::]]` is a long "ah" in its
    /// phoneme notation) at `pitch` (its `-p`, 0...99, 50 its default) and `wordsPerMinute`,
    /// resampled to `rate`; nil when espeak-ng is not installed or fails. Its WAV comes through a
    /// pipe (`--stdout`), so nothing is written to disk.
    public static func speech(_ text: String, pitch: Int = 50, wordsPerMinute: Int = 120, rate: Int) -> [Float]? {
        guard let speechTool, let process = ChildProcess(
            speechTool, arguments: ["--stdout", "-p", "\(pitch)", "-s", "\(wordsPerMinute)", text], output: .captured)
        else { return nil }
        let bytes = process.readAllOutput()
        guard process.waitForExit() == 0, let wave = WaveSamples(bytes) else { return nil }
        return wave.resampled(to: rate)
    }
}

/// The mono 16-bit PCM samples of a RIFF WAVE, as espeak-ng writes it. Streamed to a pipe, its
/// data chunk's size is a placeholder (0x7ffff000), so the data is whatever follows its header.
struct WaveSamples {
    let rate: Int
    let samples: [Float]

    init?(_ bytes: [UInt8]) {
        func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func long(_ at: Int) -> Int { word(at) | word(at + 2) << 16 }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else { return nil }
        var offset = 12
        var format: (channels: Int, rate: Int, bits: Int)?
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self), size = long(offset + 4)
            let body = offset + 8
            if id == "fmt ", body + 16 <= bytes.count {
                format = (word(body + 2), long(body + 4), word(body + 14))
            } else if id == "data", let format, format.channels == 1, format.bits == 16 {
                let end = min(bytes.count, body + size)
                rate = format.rate
                samples = stride(from: body, to: end - 1, by: 2).map { Float(Int16(bitPattern: UInt16(word($0)))) / 32768 }
                return
            }
            offset = body + size + (size & 1)
        }
        return nil
    }

    /// Linear interpolation to `target` Hz: enough for a voice's pitch, which is all it is for.
    func resampled(to target: Int) -> [Float] {
        guard target != rate, !samples.isEmpty else { return samples }
        let step = Double(rate) / Double(target)
        let count = Int(Double(samples.count - 1) / step) + 1
        return (0..<count).map { index in
            let position = Double(index) * step
            let left = Int(position), fraction = Float(position - Double(left))
            let right = min(left + 1, samples.count - 1)
            return samples[left] + (samples[right] - samples[left]) * fraction
        }
    }
}
