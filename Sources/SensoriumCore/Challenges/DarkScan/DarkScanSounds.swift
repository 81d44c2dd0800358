import FoundationEssentials

/// The five recordings the dark-scan graph plays.
public struct DarkScanSounds: Sendable {
    /// One-shot heard when the challenge opens.
    public var opening: SampleBuffer
    /// Loop with one donk per second (varispeed sets the tempo).
    public var donk: SampleBuffer
    /// "Cold" pad loop.
    public var ambient: SampleBuffer
    /// "Hot" pad loop.
    public var texture: SampleBuffer
    /// One-shot chord when solved.
    public var solved: SampleBuffer

    public init(opening: SampleBuffer, donk: SampleBuffer, ambient: SampleBuffer, texture: SampleBuffer, solved: SampleBuffer) {
        self.opening = opening
        self.donk = donk
        self.ambient = ambient
        self.texture = texture
        self.solved = solved
    }

    /// Loads the shipped WAV files (`Resources/sounds`), throwing ``FormatError`` naming the file.
    public static func load(from directory: URL) throws -> DarkScanSounds {
        DarkScanSounds(
            opening: try SoundLibrary.load(.darkScanOpening, from: directory),
            donk: try SoundLibrary.load(.darkScanDonk, from: directory),
            ambient: try SoundLibrary.load(.darkScanAmbient, from: directory),
            texture: try SoundLibrary.load(.darkScanTexture, from: directory),
            solved: try SoundLibrary.load(.darkScanSolved, from: directory))
    }

    /// Runs the recipes in memory instead of reading files (headless tools, tests, benchmarks).
    public static func synthesized() -> DarkScanSounds {
        func buffer(_ name: CueName) -> SampleBuffer {
            SampleBuffer(samples: SoundLibrary.samples(for: name), sampleRate: Double(SoundLibrary.sampleRate))
        }
        return DarkScanSounds(opening: buffer(.darkScanOpening), donk: buffer(.darkScanDonk), ambient: buffer(.darkScanAmbient),
                              texture: buffer(.darkScanTexture), solved: buffer(.darkScanSolved))
    }
}
