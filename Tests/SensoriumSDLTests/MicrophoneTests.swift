import XCTest
import CSDL2
import SensoriumCore
import SensoriumTestSupport
@testable import SensoriumSDL

/// The microphone heard through SDL's disk audio driver, fed with capture files made here
/// (`MicrophoneCapture` says how the driver reads them): what a player's hum, claps and a quiet
/// room send reach the features as they should, and no microphone is nil hearing, said once.
final class MicrophoneTests: XCTestCase {
    private var saved: [String: String?] = [:]
    private var files: [String] = []

    /// Starts SDL with the disk driver capturing `samples`.
    private func capture(_ samples: [Float], named name: String) throws {
        let file = try MicrophoneCapture.write(samples, named: name)
        files.append(file)
        saved = MicrophoneCapture.enterDiskDriver(capturing: file)
        setenv("SDL_VIDEODRIVER", "offscreen", 0)
        try SDLSession.start()
    }

    override func tearDown() {
        SDLSession.stop()
        MicrophoneCapture.restore(saved)
        for file in files { unlink(file) }
    }

    private var rate: Int { MicrophoneCapture.rate }

    func testAHumAt220HzIsHeardAsItsPitch() throws {
        try capture(CaptureSounds.hum(hertz: 220, seconds: 3, rate: rate), named: "hum")
        let microphone = try Microphone()
        let target = Int(HeardSound.cents(hertz: 220))
        let heard = try MicrophoneCapture.listen(microphone, what: "a steady pitch near 220 Hz") { heard in
            heard.suffix(10).count == 10 && heard.suffix(10).allSatisfy { abs(Int($0.pitch) - target) <= 20 && $0.pitchConfidence >= 50 }
        }
        let last = try XCTUnwrap(heard.last)
        XCTAssertGreaterThan(last.loudness, -30, "a hum at 0.3 is loud")
        XCTAssertFalse(last.gameSounding)
    }

    func testThreeClapsAreThreeOnsets() throws {
        let claps = CaptureSounds.silence(seconds: 0.3, rate: rate) + CaptureSounds.claps(3, rate: rate)
        try capture(claps, named: "claps")
        let microphone = try Microphone()
        // The whole file heard, and a little of the driver's silence after it.
        let heard = try MicrophoneCapture.listen(microphone, what: "the three claps and the quiet after them") { _ in
            microphone.samplesHeard >= claps.count + rate / 5
        }
        XCTAssertEqual(heard.last?.onsets, 3, "onsets over time: \(heard.map(\.onsets).reduce(into: [UInt32]()) { if $0.last != $1 { $0.append($1) } })")
        XCTAssertEqual(microphone.droppedSamples, 0)
    }

    func testSilenceIsSilence() throws {
        try capture(CaptureSounds.silence(seconds: 1, rate: rate), named: "silence")
        let microphone = try Microphone()
        let heard = try MicrophoneCapture.listen(microphone, what: "a second of silence") { _ in microphone.samplesHeard >= rate }
        XCTAssertTrue(heard.allSatisfy { $0.loudness == HeardSound.loudnessRange.lowerBound && $0.pitch == 0 && $0.onsets == 0 },
                      "\(heard.first { $0 != .silence } ?? .silence)")
    }

    /// A capture file that is not there is a machine with no microphone: the game says so once,
    /// however often a listening level opens, and hears nothing (the level hears the keys).
    func testNoMicrophoneIsNilHearingSaidOnce() throws {
        saved = MicrophoneCapture.enterDiskDriver(capturing: NSTemporaryDirectory() + "sensorium-no-such-microphone.raw")
        setenv("SDL_VIDEODRIVER", "offscreen", 0)
        try SDLSession.start()
        XCTAssertThrowsError(try Microphone())
        var said: [String] = []
        let hearing = HearingObserver(refused: false, say: { said.append($0) })
        for listening in [true, true, false, true, true, false] {
            XCTAssertNil(hearing.observe(listening: listening, output: nil))
            XCTAssertFalse(hearing.isOpen)
        }
        XCTAssertEqual(said.count, 1, "\(said)")
        XCTAssertTrue(said.first?.hasPrefix("no microphone") == true, "\(said)")
    }

    /// SDL's dummy driver would capture endless silence: that is no microphone either.
    func testTheDummyDriverIsNoMicrophone() throws {
        saved = MicrophoneCapture.save(["SDL_AUDIODRIVER"])
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        setenv("SDL_VIDEODRIVER", "offscreen", 0)
        try SDLSession.start()
        XCTAssertThrowsError(try Microphone()) { XCTAssertTrue("\($0)".contains("dummy"), "\($0)") }
    }

    /// `--no-microphone`: never opened, said once.
    func testARefusedMicrophoneIsNeverOpened() throws {
        try capture(CaptureSounds.hum(hertz: 220, seconds: 1, rate: rate), named: "refused")
        var said: [String] = []
        let hearing = HearingObserver(refused: true, say: { said.append($0) })
        for listening in [true, true, false, true] {
            XCTAssertNil(hearing.observe(listening: listening, output: nil))
            XCTAssertFalse(hearing.isOpen)
        }
        XCTAssertEqual(said, ["microphone off (--no-microphone): listening levels hear the voice played with the keys instead"])
    }

    /// Opened only while listening, closed as the level is left, and heard each tick meanwhile.
    func testTheMicrophoneIsOpenOnlyWhileListening() throws {
        try capture(CaptureSounds.hum(hertz: 220, seconds: 1, rate: rate), named: "while")
        let hearing = HearingObserver(refused: false, say: { XCTFail("said \($0)") })
        XCTAssertNil(hearing.observe(listening: false, output: nil))
        XCTAssertFalse(hearing.isOpen)
        XCTAssertNotNil(hearing.observe(listening: true, output: nil))
        XCTAssertTrue(hearing.isOpen)
        XCTAssertNil(hearing.observe(listening: false, output: nil))
        XCTAssertFalse(hearing.isOpen)
    }

    /// The platform hears the microphone into the tick's command only while the tick listens,
    /// and not at all when the player refused it.
    func testThePlatformHearsIntoTheCommandOnlyWhileListening() throws {
        try capture(CaptureSounds.hum(hertz: 220, seconds: 3, rate: rate), named: "platform")
        let window = try GameWindow(fullscreen: false, vsync: false)
        let platform = GamePlatform(window: window, input: InputMapper(keys: [:], pad: [:]), style: DrawStyle(),
                                    devices: GamePlatform.Devices())
        XCTAssertNil(platform.command(listening: false).hearing)
        let target = Int(HeardSound.cents(hertz: 220))
        var last: HeardSound?
        try waitFor("the hum in the tick's command", seen: { String(describing: last) }) {
            last = platform.command(listening: true).hearing
            return last.map { abs(Int($0.pitch) - target) <= 20 } == true
        }
        XCTAssertNil(platform.command(listening: false).hearing, "closed as the level is left")
        platform.close()

        var refusing = GamePlatform.Devices()
        refusing.microphoneRefused = true
        let refused = GamePlatform(window: window, input: InputMapper(keys: [:], pad: [:]), style: DrawStyle(), devices: refusing)
        XCTAssertNil(refused.command(listening: true).hearing)
        refused.close()
    }
}
