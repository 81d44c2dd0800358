import FoundationEssentials

/// Renders a soundscape to memory or a WAV file while progress sweeps linearly, for listening
/// and measuring without a sound card (`sensorium audio render --level ID --progress A:B --seconds N`).
/// The soundscape is the level's kind's (`ChallengeKindDescriptor.makeSoundscape`).
public enum OfflineSoundscapeRender {
    /// The device format an offline render asks a soundscape for: stereo Float32 at
    /// `sampleRate`, clamped to 8000...192000.
    public static func format(sampleRate: Double = 48_000) -> AudioDeviceFormat {
        AudioDeviceFormat(sampleRate: Int(min(max(sampleRate, 8_000), 192_000)), channels: 2, sampleType: .float32)
    }

    /// `soundscape` (made for ``format(sampleRate:)`` at progress `from`) with progress moving
    /// linearly from `from` to `to` over `seconds`.
    ///
    /// Progress is updated every 256 frames (5 ms at 48 kHz) exactly as the game would, so what
    /// you hear is what the player hears.
    /// - Parameters:
    ///   - sampleRate: frames per second, 8000...192000.
    ///   - seconds: length, 0...600.
    ///   - from: progress at the start, 0...1.
    ///   - to: progress at the end, 0...1.
    ///   - playOpening: start with the opening one-shot, as when the challenge opens.
    /// - Returns: interleaved stereo Float32 samples (L R L R ...).
    public static func render(_ soundscape: any Soundscape, sampleRate: Double = 48_000, seconds: Double,
                              from: Float, to: Float, playOpening: Bool = true) -> [Float] {
        let rate = min(max(sampleRate, 8_000), 192_000)
        let totalFrames = Int(min(max(seconds, 0), 600) * rate)
        let bytesPerFrame = format(sampleRate: rate).bytesPerFrame
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
                soundscape.renderDevice(into: UnsafeMutableRawPointer(base + done * 2), byteCount: count * bytesPerFrame)
                done += count
            }
        }
        return output
    }

    /// The soundscape of `kind` (`ChallengeKindDescriptor.makeSoundscape`, its recordings read
    /// from `soundsDirectory`, `Resources/sounds`), rendered as
    /// ``render(_:sampleRate:seconds:from:to:playOpening:)`` does; nil when the kind has none.
    public static func render(kind: ChallengeKind, soundsDirectory: URL, sampleRate: Double = 48_000, seconds: Double,
                              from: Float, to: Float, playOpening: Bool = true) throws -> [Float]? {
        guard let soundscape = try kind.descriptor.makeSoundscape(soundsDirectory: soundsDirectory,
                                                                  deviceFormat: format(sampleRate: sampleRate),
                                                                  progress: from) else { return nil }
        return render(soundscape, sampleRate: sampleRate, seconds: seconds, from: from, to: to, playOpening: playOpening)
    }

    /// Interleaved stereo samples (a render's) written as a WAV file, 16-bit PCM by default, or
    /// Float32.
    public static func write(_ samples: [Float], to url: URL, sampleRate: Int = 48_000,
                             encoding: WAVFile.Encoding = .pcm16) throws {
        try wavFile(samples, sampleRate: sampleRate, encoding: encoding).write(to: url)
    }

    /// Interleaved stereo samples (a render's) as a WAV file, for a writer of its own
    /// (`sensorium audio render -o -`).
    public static func wavFile(_ samples: [Float], sampleRate: Int = 48_000, encoding: WAVFile.Encoding = .pcm16) -> WAVFile {
        WAVFile(samples: samples, channels: 2, sampleRate: sampleRate, encoding: encoding)
    }

    /// Parses a progress range written `A:B` (e.g. `0:1`, `0.2:0.8`); nil if malformed or outside 0...1.
    public static func parseProgressRange(_ text: String) -> (from: Float, to: Float)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let from = Float(parts[0]), let to = Float(parts[1]),
              (0...1).contains(from), (0...1).contains(to) else { return nil }
        return (from, to)
    }
}
