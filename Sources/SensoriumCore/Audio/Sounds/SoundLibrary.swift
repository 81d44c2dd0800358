import FoundationEssentials

/// Builds the game's sound files from their recipes.
///
/// Every sound is made by the project, deterministically: ``samples(for:)`` runs the recipe and
/// normalises it to its category's loudness target (peak at most -1 dBFS); ``build(into:)``
/// writes them as 16-bit, 48 kHz mono WAV files. The shipped files in `Resources/sounds/` are
/// exactly these bytes (a test regenerates and compares them).
public enum SoundLibrary {
    /// Sample rate of every shipped sound.
    public static let sampleRate = 48_000
    /// Highest peak any sound may reach, in dBFS.
    public static let peakCeiling = -1.0

    /// The finished (normalised) samples of a sound, mono, -1...1.
    public static func samples(for sound: SoundDeclaration) -> [Float] {
        SynthSignal.normalized(sound.recipe(), loudness: sound.category.loudnessTarget, peakCeiling: peakCeiling,
                               sampleRate: Double(sampleRate))
    }

    /// The finished samples of the registered sound `name` (``CueRegistry``).
    public static func samples(for name: CueName) -> [Float] {
        guard let sound = CueRegistry.sound(named: name) else {
            preconditionFailure("sound \"\(name)\" is not declared (CueRegistry.sounds)")
        }
        return samples(for: sound)
    }

    /// A sound as a 16-bit mono WAV file.
    public static func wavFile(for sound: SoundDeclaration) -> WAVFile {
        WAVFile(samples: samples(for: sound), channels: 1, sampleRate: sampleRate, encoding: .pcm16)
    }

    /// Writes `<name>.wav` for each of `sounds` into `directory` (created if needed).
    /// - Returns: the files written.
    @discardableResult
    public static func build(into directory: URL, sounds: [SoundDeclaration] = CueRegistry.sounds) throws -> [URL] {
        // A `FormatError` in one line, where Foundation's would be a dump (a file in the way).
        try AtomicFile.createDirectory(directory.path)
        return try sounds.map { sound in
            let url = directory.appendingPathComponent(sound.name.soundFile)
            try wavFile(for: sound).write(to: url)
            return url
        }
    }

    /// Loads a shipped sound as a ``SampleBuffer``.
    public static func load(_ name: CueName, from directory: URL) throws -> SampleBuffer {
        SampleBuffer(wav: try WAVFile(contentsOf: directory.appendingPathComponent(name.soundFile)))
    }
}
