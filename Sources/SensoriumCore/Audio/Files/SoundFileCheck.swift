import FoundationEssentials

/// What a sound file must be before the platform hands it to its decoder: read through the
/// bounded reader (so a FIFO, a device or a huge file is refused at once), a WAV the core reads,
/// and short enough that converting it to the device's format stays small.
///
/// The game's own sounds are at most a few seconds of 16-bit mono; a player's pattern may name its
/// own waveform (`AudioCustom`), which comes from a stranger's pack as often as not.
public enum SoundFileCheck {
    /// Largest sound file read: 16 MiB (the game's longest is 0.4 MB).
    public static let maxFileBytes = 16 << 20
    /// Longest sound accepted, seconds. SDL_mixer converts a sound to the device's rate and
    /// channels (48 kHz float stereo: 384 KB a second), so this bounds the decoded copy to 23 MB
    /// whatever the file's own rate.
    public static let maxSeconds = 60.0

    /// The checks `read` makes before reading a byte (the file is there, regular and within
    /// `maxFileBytes`), for a sound named now and read when it first plays.
    public static func checkFile(_ path: String) throws(FormatError) {
        guard try FileBytes.size(path, maxBytes: maxFileBytes) != nil else {
            throw FormatError(file: path, category: .io, reason: "no such file")
        }
    }

    /// The file's bytes, checked; throws the reason, naming the file.
    public static func read(_ path: String) throws(FormatError) -> [UInt8] {
        guard let bytes = try FileBytes.read(path, maxBytes: maxFileBytes) else {
            throw FormatError(file: path, category: .io, reason: "no such file")
        }
        let wav: WAVFile
        do {
            wav = try WAVFile(data: Data(bytes))
        } catch {
            throw error.inFile(path)
        }
        guard wav.duration <= maxSeconds else {
            throw FormatError(file: path, category: .tooLarge,
                            reason: "the sound lasts \(Int(wav.duration)) s; the limit is \(Int(maxSeconds)) s")
        }
        return bytes
    }
}
