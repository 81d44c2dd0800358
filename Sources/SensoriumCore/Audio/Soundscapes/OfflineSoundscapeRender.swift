import Foundation

/// Renders a soundscape to memory or a WAV file while progress sweeps linearly, for listening
/// and measuring without a sound card (`sensorium audio render --progress A:B --seconds N`).
public enum OfflineSoundscapeRender {
    /// The dark-scan soundscape with progress moving linearly from `from` to `to` over `seconds`.
    ///
    /// Progress is updated every 256 frames (5 ms at 48 kHz) exactly as the game would, so what
    /// you hear is what the player hears.
    /// - Parameters:
    ///   - sounds: the recordings (``DarkScanSounds/load(from:)`` or ``DarkScanSounds/synthesized()``).
    ///   - sampleRate: frames per second, 8000...192000.
    ///   - seconds: length, 0...600.
    ///   - from: progress at the start, 0...1.
    ///   - to: progress at the end, 0...1.
    ///   - playOpening: start with the opening one-shot, as when the challenge opens.
    /// - Returns: interleaved stereo Float32 samples (L R L R ...).
    public static func darkScan(sounds: DarkScanSounds, sampleRate: Double = 48_000, seconds: Double,
                                from: Float, to: Float, playOpening: Bool = true) -> [Float] {
        let rate = min(max(sampleRate, 8_000), 192_000)
        let totalFrames = Int(min(max(seconds, 0), 600) * rate)
        let soundscape = DarkScanSoundscape(sounds: sounds, sampleRate: rate, progress: from)
        if playOpening { soundscape.playOpening() }
        var output = [Float](repeating: 0, count: totalFrames * 2)
        output.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var done = 0
            while done < totalFrames {
                let count = min(AudioGraphLimits.maxBlockFrames, totalFrames - done)
                let fraction = totalFrames > 1 ? Float(done) / Float(totalFrames - 1) : 1
                let progress = from + (to - from) * fraction
                soundscape.setProgress(progress)
                soundscape.render(into: base + done * 2, frames: count)
                done += count
            }
        }
        return output
    }

    /// ``darkScan(sounds:sampleRate:seconds:from:to:playOpening:)`` written to a
    /// stereo WAV file (16-bit PCM by default, or Float32).
    public static func writeDarkScan(to url: URL, sounds: DarkScanSounds, sampleRate: Int = 48_000, seconds: Double,
                                     from: Float, to: Float, encoding: WAVFile.Encoding = .pcm16) throws {
        let samples = darkScan(sounds: sounds, sampleRate: Double(sampleRate), seconds: seconds, from: from, to: to)
        try WAVFile(samples: samples, channels: 2, sampleRate: sampleRate, encoding: encoding).write(to: url)
    }

    /// Parses a progress range written `A:B` (e.g. `0:1`, `0.2:0.8`); nil if malformed or outside 0...1.
    public static func parseProgressRange(_ text: String) -> (from: Float, to: Float)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let from = Float(parts[0]), let to = Float(parts[1]),
              (0...1).contains(from), (0...1).contains(to) else { return nil }
        return (from, to)
    }
}
