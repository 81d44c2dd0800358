import SensoriumCore

/// Hears the player for the listening levels, like `DesktopObserver` sees the desktop: asked
/// each tick (`GamePlatform.command(desktopReader:listening:)`), it opens the microphone as a
/// listening level comes on screen, closes it as the level is left, and hears it into the
/// tick's input. While it listens the game's output is ducked and measured (`GameOutputTap`),
/// so what is heard while the game sounds, no louder than its echo could be, is flagged as
/// maybe the game.
///
/// Without a microphone (none, none allowed, SDL's dummy driver) or refused by the player
/// (`sensorium play --no-microphone`), hearing stays nil: the level hears the voice the player
/// plays with keys. That is said once on stderr, and a failed device is tried again only as
/// another listening level opens, never each tick.
final class HearingObserver {
    /// The player refused the microphone.
    private let refused: Bool
    private var microphone: Microphone?
    private var tap: GameOutputTap?
    /// Whether the last tick was on a listening level.
    private var listening = false
    /// Whether the reason it cannot listen was said.
    private var toldWhy = false

    /// Where the one line goes (stderr; tests count it).
    private let say: (String) -> Void

    init(refused: Bool, say: @escaping (String) -> Void = { printError($0) }) {
        self.refused = refused
        self.say = say
    }

    /// The microphone is open (the glyph it lights is the core's, from the tick's hearing).
    var isOpen: Bool { microphone != nil }

    /// What was heard for the next tick: nil when not listening or when it cannot.
    /// `output`: the mixer's format once sound started (nil before, or with no audio device).
    func observe(listening now: Bool, output: AudioDeviceFormat?) -> HeardSound? {
        defer { listening = now }
        if now != listening { now ? open() : close() }
        guard now, let microphone else { return nil }
        if tap == nil, let output {
            tap = GameOutputTap(format: output)
            tap?.install()
            tap?.duck(true)
        }
        var heard = microphone.hear(gameSounding: false)
        heard.gameSounding = tap?.mayBeTheGame(loudness: heard.loudness) ?? false
        return heard
    }

    private func open() {
        guard !refused else { return tell("microphone off (--no-microphone)") }
        do {
            microphone = try Microphone()
            tap?.duck(true)
            ReadinessSignal.shared?.tell("microphone-open")
        } catch {
            tell("\(error)")
        }
    }

    private func close() {
        guard microphone != nil else { return }
        microphone = nil
        tap?.duck(false)
        ReadinessSignal.shared?.tell("microphone-closed")
    }

    /// Says once why the listening levels hear the keys instead.
    private func tell(_ reason: String) {
        guard !toldWhy else { return }
        toldWhy = true
        say("\(reason): listening levels hear the voice played with the keys instead")
    }

    /// Closes the microphone and takes the tap off the mixer (before the mixer closes).
    func stop() {
        close()
        tap?.remove()
        tap = nil
    }
}
