import FoundationEssentials
import SensoriumCore

/// Timings for `sensorium bench` (never run from unit tests).
enum AudioBenchmarks {
    /// How many times faster than real time the dark-scan graph renders on one core.
    ///
    /// Builds the graph from synthesised sounds (not timed), then renders `seconds` of audio in
    /// 512-frame device blocks while progress sweeps 0 -> 1 (so every smoother and mapping is
    /// exercised), and divides audio time by wall-clock time. 200 is the floor the issue sets.
    /// - Parameters:
    ///   - seconds: audio seconds to render (60 gives a stable figure in well under a second).
    ///   - sampleRate: frames per second.
    static func darkScanRenderSpeed(seconds: Double = 60, sampleRate: Double = 48_000) -> Double {
        let soundscape = DarkScanSoundscape(sounds: .synthesized(), sampleRate: sampleRate)
        soundscape.playOpening()
        let blockFrames = 512
        let buffer = UnsafeMutablePointer<Float>.allocate(capacity: blockFrames * 2)
        defer { buffer.deallocate() }
        let blocks = max(1, Int(seconds * sampleRate) / blockFrames)
        // Warm up caches and page in the buffers.
        for _ in 0..<16 { soundscape.render(into: buffer, frames: blockFrames) }
        var checksum: Float = 0
        let clock = ContinuousClock()
        let start = clock.now
        for block in 0..<blocks {
            soundscape.setProgress(Float(block) / Float(blocks))
            soundscape.render(into: buffer, frames: blockFrames)
            checksum += buffer[block % (blockFrames * 2)]
        }
        let elapsed = clock.now - start
        let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        // Keep the optimiser from discarding the work.
        if checksum.isNaN { return 0 }
        let audio = Double(blocks * blockFrames) / sampleRate
        return audio / max(wall, 1e-9)
    }
}
