import XCTest
@testable import SensoriumCore

/// What the microphone heard as a replay stores it (run tag bit 6, `HearingDelta`): every change
/// round-trips, the body stays canonical, replays without hearing read as before, and a run
/// that heard the microphone on a level carries the `microphone` flag.
final class HeardSoundReplayTests: XCTestCase {
    private func replay(_ inputs: [InputCommand]) -> Replay { ObservationReplayFiles.replay(inputs) }

    private func assertRejects(_ body: [UInt8], ticks: Int = 1, _ text: String, line: UInt = #line) {
        ObservationReplayFiles.assertRejects(body, ticks: ticks, text, line: line)
    }

    func testRandomHearingRoundTripsExactly() throws {
        var random = SeededRandom(seed: 34)
        var heard = HeardSound.silence
        var inputs: [InputCommand] = []
        for _ in 0..<3000 {
            switch random.next() % 7 {
            case 0: heard.loudness = Int8(-Int(random.next() % 101))
            case 1: heard.pitch = random.next() % 4 == 0 ? 0 : UInt16(random.next() % 12_800)
            case 2: heard.pitchConfidence = UInt8(random.next() % 101)
            case 3: heard.noisiness = UInt8(random.next() % 101)
            case 4: heard.onsets &+= UInt32(1 + random.next() % 3)
            case 5: heard.gameSounding.toggle()
            default: break
            }
            let observed: HeardSound? = random.next() % 12 == 0 ? nil : heard
            let command = InputCommand(buttons: InputButtons(rawValue: UInt16(random.next() % 4)), hearing: observed)
            inputs.append(contentsOf: repeatElement(command, count: 1 + Int(random.next() % 3)))
        }
        let original = replay(inputs)
        let decoded = try Replay.decode(original.encode())
        XCTAssertEqual(decoded, original)
        XCTAssertEqual(decoded.encode(), original.encode())
    }

    /// A held note whose loudness wavers by a decibel: the tag, the count, the mask and one byte.
    func testAWaverCostsFourBytes() {
        let note = HeardSound(loudness: -20, pitch: HeardSound.cents(hertz: 220), pitchConfidence: 92, noisiness: 8)
        var louder = note
        louder.loudness += 1
        let body = ReplayBody.encode(runs: [(InputCommand(hearing: note), 1), (InputCommand(hearing: louder), 1)])
        XCTAssertEqual(Array(body.suffix(4)), [0x40, 0x01, 0x04, 0x02])
    }

    func testReplaysWithoutHearingEncodeAsBefore() {
        let commands = [(InputCommand(buttons: .right), 12), (InputCommand.idle, 30)]
        XCTAssertEqual(ReplayBody.encode(runs: commands), [0x01, 0x0C, 0x08, 0x01, 0x1E, 0x00])
    }

    func testNonCanonicalHearingIsRejected() {
        assertRejects([0x40, 0x01, 0x01], "hearing observation cleared but it was not set")
        assertRejects([0x40, 0x01, 0x04, 0x01], "hearing observation set without the appeared flag")
        assertRejects([0x40, 0x01, 0x06, 0x00], "hearing loudness flagged as changed but equal")
        // Loudness +1 dB from the floor's -100 is fine; +101 is above 0 dBFS.
        assertRejects([0x40, 0x01, 0x06, 0xCA, 0x01], "hearing loudness 1 is outside")
        assertRejects([0x40, 0x01, 0x12, 0x65], "hearing pitch confidence 101 is outside")
        assertRejects([0x40, 0x01, 0x22, 0x00], "hearing noisiness flagged as changed but equal")
        assertRejects([0x40, 0x01, 0x42, 0x00], "hearing onsets flagged as changed but equal")
        assertRejects([0x40, 0x01, 0x02, 0x40, 0x01, 0x02], ticks: 2, "flagged as appeared but it was set")
        assertRejects([0x40, 0x01, 0x02, 0x40, 0x01, 0x03], ticks: 2, "a cleared hearing observation carries features")
        assertRejects([0x80, 0x01], "unknown run flags 0x80")
    }

    func testAnObservationOutsideItsRangesCannotBeStored() {
        XCTAssertNotNil(ReplayBody.problem(with: InputCommand(hearing: HeardSound(loudness: 3))))
        XCTAssertNotNil(ReplayBody.problem(with: InputCommand(hearing: HeardSound(pitch: 12_800))))
        XCTAssertNil(ReplayBody.problem(with: InputCommand(hearing: HeardSound(loudness: -30, pitch: 6900, pitchConfidence: 100))))
    }

    func testPitchesAreCentsAboveMIDINoteZero() {
        XCTAssertEqual(HeardSound.cents(hertz: 440), 6900)
        XCTAssertEqual(HeardSound.cents(hertz: 261.6256), 6000)
        XCTAssertEqual(HeardSound.hertz(cents: 5700), 220, accuracy: 1e-9)
        XCTAssertEqual(HeardSound.cents(hertz: 0), 0)
    }

    /// Heard on a level, the run is the microphone's category; on the grid it is not.
    func testHearingOnALevelFlagsTheRun() {
        var flags = RunFlags()
        flags.observe(InputCommand(hearing: .silence), onLevel: false)
        XCTAssertFalse(flags.flags.contains(.microphone))
        flags.observe(InputCommand(hearing: .silence), onLevel: true)
        XCTAssertTrue(flags.flags.contains(.microphone))
    }
}
