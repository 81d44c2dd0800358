import Foundation
import SensoriumCore
import SensoriumTestSupport
@testable import SensoriumSDL

/// What the microphone tests feed SDL and how they listen. SDL 2's disk audio driver
/// (src/audio/disk/SDL_diskaudio.c) plays a capture file as the microphone:
/// - the file (`SDL_DISKAUDIOFILEIN`, default `sdlaudio-in.raw` in the working directory) holds
///   raw samples in the device's format, which is the one the game asks for since the driver
///   accepts any: mono native-endian Float32 at `SoundFeatureExtractor.sampleRate`;
/// - each buffer is read after `SDL_DISKAUDIODELAY` milliseconds, by default the buffer's own
///   length (real time, as a microphone paces it); the suite's 0 would read the whole file at once,
///   so these tests unset it;
/// - at the file's end it closes the file and captures silence for ever after.
enum MicrophoneCapture {
    static var rate: Int { SoundFeatureExtractor.sampleRate }

    /// Writes `samples` as the disk driver reads them (`CaptureSounds.writeRaw`); returns the path.
    static func write(_ samples: [Float], named name: String) throws -> String {
        let path = NSTemporaryDirectory() + "sensorium-mic-\(name)-\(getpid()).raw"
        try CaptureSounds.writeRaw(samples, to: path)
        return path
    }

    /// Points SDL's disk driver at `file` for capture (output to nowhere), paced in real time;
    /// returns what to restore.
    static func enterDiskDriver(capturing file: String) -> [String: String?] {
        let saved = save(["SDL_AUDIODRIVER", "SDL_DISKAUDIOFILEIN", "SDL_DISKAUDIOFILE", "SDL_DISKAUDIODELAY"])
        setenv("SDL_AUDIODRIVER", "disk", 1)
        setenv("SDL_DISKAUDIOFILEIN", file, 1)
        setenv("SDL_DISKAUDIOFILE", "/dev/null", 1)
        unsetenv("SDL_DISKAUDIODELAY")
        return saved
    }

    /// The environment's current values of `names`.
    static func save(_ names: [String]) -> [String: String?] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, ProcessInfo.processInfo.environment[$0]) })
    }

    /// Puts back what `save` kept.
    static func restore(_ saved: [String: String?]) {
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
    }

    /// Listens, as the frame loop would each tick, until `done` holds of what was heard (or the
    /// timeout); returns every observation. `mayBeTheGame` flags one as the platform does.
    @discardableResult
    static func listen(_ microphone: Microphone, mayBeTheGame: @escaping (HeardSound) -> Bool = { _ in false }, timeout: Double = 20,
                       what: String, until done: ([HeardSound]) -> Bool) throws -> [HeardSound] {
        var heard: [HeardSound] = []
        try waitFor(what, timeout: timeout, seen: { "\(heard.count) observations, the last \(String(describing: heard.last))" }) {
            var sound = microphone.hear(gameSounding: false)
            sound.gameSounding = mayBeTheGame(sound)
            heard.append(sound)
            return done(heard)
        }
        return heard
    }
}
