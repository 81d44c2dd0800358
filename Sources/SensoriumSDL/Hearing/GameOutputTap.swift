import CSDL2
import Glibc
import SensoriumCore
import Synchronization

/// The game's own sound as it leaves for the speakers, so the microphone does not take the game
/// for the player (issue 34, item 2). SDL_mixer's post-mix hook sees every buffer once it is
/// mixed (effects, layers and the soundscape graph, at the player's volumes): the tap measures
/// its peak to know when the game is sounding, and ducks it while a listening level plays, so the
/// player still hears the game and the microphone hears far less of it.
///
/// What the level hears while the game sounds is flagged (`HeardSound.gameSounding`) and ignored
/// by the level, when it may be the game: while a buffer may still be queued in the device and for
/// the echo's tail after it (a room's reverberation, a laptop's speakers beside its microphone),
/// and no louder than the game's own output (with a margin): an echo is never louder than the
/// sound that made it, so a clap over the game's quiet answer to the last clap still counts.
final class GameOutputTap: @unchecked Sendable {
    /// Quieter than this (peak, about -60 dBFS) the game is not sounding: a fading tail's last
    /// samples, dithering.
    static let soundingPeak: Float = 0.001
    /// How long the echo of the game's sound is heard after it stops.
    static let echoTailMilliseconds: UInt64 = 200
    /// The gain on the game's output while it is ducked (about -9 dB): still clearly heard.
    static let duckedGain: Float = 0.35
    /// How much louder than the game's output its echo may be heard (dB): two speakers summed
    /// into one microphone, a room's build-up, the microphone's window against the buffer's.
    static let echoMarginDecibels = 6

    private let format: AudioDeviceFormat
    /// Until when (SDL ticks, ms, the high 48 bits) what the microphone hears may be the game,
    /// and the loudest the game sounded meanwhile (RMS dBFS, the low 16 bits): one word, so the
    /// frame loop never reads one without the other.
    private let sounding = Atomic<UInt64>(0)
    /// Whether the output is ducked now (set from the frame loop, read on the audio thread).
    private let ducking = Atomic<Bool>(false)
    /// The gain the last buffer ended on (audio thread only): each buffer ramps from it to the
    /// target, so ducking never clicks.
    private var gain: Float = 1
    private var installed = false

    /// Taps the mixer's output in `format`, the format SDL_mixer opened the device with.
    init(format: AudioDeviceFormat) {
        self.format = format
    }

    deinit { remove() }

    /// Installs the hook: the mixer must be open. The game uses SDL_mixer's one post-mix hook
    /// only here (the soak's callback counter, in its own process, is the other user).
    func install() {
        guard !installed else { return }
        installed = true
        sensorium_Mix_SetPostMix({ userdata, stream, length in
            guard let userdata, let stream else { return }
            Unmanaged<GameOutputTap>.fromOpaque(userdata).takeUnretainedValue().tap(stream, bytes: Int(length))
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Removes the hook; call before the mixer closes.
    func remove() {
        guard installed else { return }
        installed = false
        sensorium_Mix_SetPostMix(nil, nil)
    }

    /// Ducks the output (a listening level plays) or gives it its full level back.
    func duck(_ on: Bool) { ducking.store(on, ordering: .relaxed) }

    /// The game's output, or its echo, may be reaching the microphone now.
    var isSounding: Bool { SDL_GetTicks64() < sounding.load(ordering: .relaxed) >> 16 }

    /// What the microphone hears now, at `loudness` dBFS, may be the game: it is sounding, and
    /// what is heard is no louder than the game's output could echo.
    func mayBeTheGame(loudness: Int8) -> Bool {
        let word = sounding.load(ordering: .relaxed)
        guard SDL_GetTicks64() < word >> 16 else { return false }
        return Int(loudness) <= Int(Int16(truncatingIfNeeded: word & 0xFFFF)) + Self.echoMarginDecibels
    }

    /// On the audio thread: ducks the buffer and notes whether it sounds.
    private func tap(_ stream: UnsafeMutablePointer<UInt8>, bytes: Int) {
        let target: Float = ducking.load(ordering: .relaxed) ? Self.duckedGain : 1
        let samples = bytes / format.sampleType.bytes
        guard samples > 0 else { return }
        let step = (target - gain) / Float(samples)
        var peak: Float = 0, squares: Float = 0
        switch format.sampleType {
        case .float32:
            stream.withMemoryRebound(to: Float.self, capacity: samples) { buffer in
                for index in 0..<samples {
                    gain += step
                    buffer[index] *= gain
                    peak = max(peak, abs(buffer[index]))
                    squares += buffer[index] * buffer[index]
                }
            }
        case .int16:
            stream.withMemoryRebound(to: Int16.self, capacity: samples) { buffer in
                for index in 0..<samples {
                    gain += step
                    let value = Float(buffer[index]) * gain
                    buffer[index] = Int16(value)
                    peak = max(peak, abs(value) / 32768)
                    squares += (value / 32768) * (value / 32768)
                }
            }
        }
        gain = target
        guard peak >= Self.soundingPeak else { return }
        // This buffer is heard after the one playing now: two buffers, then the echo.
        let frames = samples / max(1, format.channels)
        let bufferMilliseconds = UInt64(frames * 1000 / max(1, format.sampleRate))
        let now = SDL_GetTicks64()
        let until = now + 2 * bufferMilliseconds + Self.echoTailMilliseconds
        let level = Int16(max(-100, (20 * log10(max((squares / Float(samples)).squareRoot(), 1e-5))).rounded(.up)))
        // The loudest the game sounded while it still may be heard: a louder buffer, or the first
        // since the last sounding ended, sets it; a quieter one only makes it last.
        let old = sounding.load(ordering: .relaxed)
        let oldLevel = Int16(truncatingIfNeeded: old & 0xFFFF)
        let kept = now < old >> 16 ? max(level, oldLevel) : level
        sounding.store(until << 16 | UInt64(UInt16(bitPattern: kept)), ordering: .relaxed)
    }
}
