import XCTest
import CSDL2
import SensoriumCore
import SensoriumTestSupport
@testable import SensoriumSDL

/// The microphone through a real sound server (`MicrophoneSoundServer`) and SDL's own PulseAudio
/// backend: a player's hum played into it is heard as its pitch, and the game's own output,
/// looped into its capture, is heard as the game.
final class MicrophoneSoundServerTests: XCTestCase {
    private var server: MicrophoneSoundServer?
    private var saved: [String: String?] = [:]
    private var players: [Process] = []

    override func setUpWithError() throws {
        let server = try MicrophoneSoundServer()
        self.server = server
        saved = server.enter()
        setenv("SDL_VIDEODRIVER", "offscreen", 0)
        try SDLSession.start()
    }

    override func tearDown() {
        for player in players where player.isRunning { player.terminate() }
        SDLSession.stop()
        MicrophoneCapture.restore(saved)
        server?.stop()
        server = nil
    }

    private var rate: Int { MicrophoneCapture.rate }

    func testAHumPlayedIntoTheServerIsHeardAsItsPitch() throws {
        let microphone = try Microphone()
        players.append(try XCTUnwrap(server).play(CaptureSounds.hum(hertz: 220, seconds: 4, rate: rate), rate: rate))
        let target = Int(HeardSound.cents(hertz: 220))
        try MicrophoneCapture.listen(microphone, what: "a steady pitch near 220 Hz through the server") { heard in
            heard.suffix(10).count == 10 && heard.suffix(10).allSatisfy { abs(Int($0.pitch) - target) <= 20 && $0.pitchConfidence >= 50 }
        }
    }

    /// The game's output goes to the server's sink, whose monitor is the microphone (an echo as
    /// loud as the output itself, the worst a room can do): everything the microphone hears of
    /// the game's sound is flagged as maybe the game.
    func testTheGamesOwnSoundLoopedIntoItsCaptureIsFlagged() throws {
        let output = AudioOutput()
        defer { output.close() }
        let format = try XCTUnwrap(output.format, "the mixer opens on the sound server")
        let tap = GameOutputTap(format: format)
        tap.install()
        defer { tap.remove() }
        tap.duck(true)
        let microphone = try Microphone()
        XCTAssertTrue(output.load("solved", path: SDLTestCase.repositoryRoot + "/Resources/sounds/home-solved.wav"))
        // Quiet first: nothing sounds yet.
        let before = try MicrophoneCapture.listen(microphone, mayBeTheGame: { tap.mayBeTheGame(loudness: $0.loudness) }, what: "a tenth of a second heard") { _ in
            microphone.samplesHeard >= self.rate / 10
        }
        XCTAssertFalse(before.contains { $0.gameSounding })
        output.play("solved")
        var loudest = HeardSound.silence
        let heard = try MicrophoneCapture.listen(microphone, mayBeTheGame: { tap.mayBeTheGame(loudness: $0.loudness) }, what: "the game's sound heard, then quiet again") { heard in
            loudest = heard.max { $0.loudness < $1.loudness } ?? .silence
            return loudest.loudness > -45 && heard.last.map { $0.loudness < -70 && !$0.gameSounding } == true
        }
        let unflagged = heard.filter { $0.loudness > -60 && !$0.gameSounding }
        XCTAssertEqual(unflagged, [], "heard the game's sound without the flag; loudest \(loudest)")
    }
}
