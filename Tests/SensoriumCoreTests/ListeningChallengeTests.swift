import XCTest
@testable import SensoriumCore

/// The listening kind's rules as the microphone meets them: its features solve a level as the
/// keys' voice does, what the game itself sounds is never heard as the player, and the rules
/// that keep a level from falling to a held key or to stillness.
final class ListeningChallengeTests: XCTestCase {
    private func challenge(_ steps: [ListeningStep]) -> ListeningChallenge {
        ListeningChallenge(rules: ListeningRules(steps: steps))
    }

    /// Steps `challenge` with `command` `ticks` times; returns the events.
    @discardableResult
    private func run(_ challenge: inout ListeningChallenge, _ command: InputCommand, ticks: Int) -> [ChallengeEvent] {
        var events: [ChallengeEvent] = []
        var previous = InputCommand.idle
        for _ in 0..<ticks {
            challenge.step(command, previous: previous, events: &events)
            previous = command
        }
        return events
    }

    private func hummed(_ hertz: Double, loudness: Int8 = -25, onsets: UInt32 = 0, gameSounding: Bool = false) -> InputCommand {
        InputCommand(hearing: HeardSound(loudness: loudness, pitch: HeardSound.cents(hertz: hertz), pitchConfidence: 90,
                                         noisiness: 10, onsets: onsets, gameSounding: gameSounding))
    }

    func testAHumHeardByTheMicrophoneInAnyOctaveMatchesTheNoteTheGameSings() {
        var level = challenge([.note(pitchClass: 9, ticks: 60)])
        run(&level, InputCommand(hearing: .silence), ticks: 200)  // the game sings its A first
        XCTAssertFalse(level.isPerforming(at: level.tick + 1))
        run(&level, hummed(233), ticks: 80)  // B flat: a semitone off
        XCTAssertFalse(level.isSolved)
        run(&level, hummed(221), ticks: 61)  // A3, an octave below the A4 sung, 8 cents sharp
        XCTAssertTrue(level.isSolved)
        XCTAssertTrue(level.hearsMicrophone, "the microphone's glyph is lit")
    }

    /// The game's sound only adds to what the microphone hears: a pause heard as silence while
    /// the candle's puff still sounds is a pause, and the next breath blows the next candle.
    func testSilenceHeardWhileTheGameSoundsIsSilence() {
        var level = challenge([.breath(ticks: 60), .breath(ticks: 60)])
        let breath = HeardSound(loudness: -24, noisiness: 90)
        run(&level, InputCommand(hearing: breath), ticks: 60)
        XCTAssertEqual(level.stepIndex, 1, "the first candle is out")
        run(&level, InputCommand(hearing: breath), ticks: 60)
        XCTAssertEqual(level.stepIndex, 1, "one breath blows out one candle")
        // A loud sound while the game sounds is taken for its echo; the pause is not.
        run(&level, InputCommand(hearing: HeardSound(loudness: -20, noisiness: 10, gameSounding: true)), ticks: 20)
        XCTAssertEqual(level.stepIndex, 1)
        run(&level, InputCommand(hearing: HeardSound(loudness: -90, gameSounding: true)), ticks: 20)
        run(&level, InputCommand(hearing: breath), ticks: 60)
        XCTAssertTrue(level.isSolved)
    }

    func testWhatTheGameSoundsIsNeverHeardAsThePlayer() {
        var level = challenge([.claps(2)])
        run(&level, InputCommand(hearing: .silence), ticks: 200)
        // Two onsets while the platform says the game was sounding: nothing counts.
        var onsets: UInt32 = 0
        for _ in 0..<2 {
            onsets += 1
            run(&level, InputCommand(hearing: HeardSound(loudness: -10, noisiness: 90, onsets: onsets, gameSounding: true)), ticks: 30)
        }
        run(&level, InputCommand(hearing: HeardSound(onsets: onsets)), ticks: 200)
        XCTAssertFalse(level.isSolved)
        XCTAssertEqual(level.ear.count, 0)
        // The same two claps with the game quiet.
        for _ in 0..<2 {
            onsets += 1
            run(&level, InputCommand(hearing: HeardSound(loudness: -10, noisiness: 90, onsets: onsets)), ticks: 30)
        }
        run(&level, InputCommand(hearing: HeardSound(onsets: onsets)), ticks: 100)
        XCTAssertTrue(level.isSolved)
    }

    func testOneClapTooManyIsAMissAndTheCountStartsAgain() {
        var level = challenge([.claps(2)])
        run(&level, .idle, ticks: 200)
        var events: [ChallengeEvent] = []
        for _ in 0..<3 {
            events += run(&level, InputCommand(buttons: .alternate), ticks: 1)
            events += run(&level, .idle, ticks: 20)
        }
        XCTAssertTrue(events.contains(.kind(ListeningEvent.missed)))
        XCTAssertEqual(level.ear.count, 0)
        XCTAssertFalse(level.hearsMicrophone, "heard only through the keys: the glyph is struck")
    }

    /// Holding Tab blows out one candle: the next needs a breath of its own.
    func testOneHeldBreathBlowsOutOneCandle() {
        var level = challenge([.breath(ticks: 30), .breath(ticks: 30)])
        run(&level, .idle, ticks: 2)
        run(&level, InputCommand(buttons: .alternate), ticks: 360)
        XCTAssertEqual(level.stepIndex, 1)
        run(&level, .idle, ticks: 2)
        run(&level, InputCommand(buttons: .alternate), ticks: 31)
        XCTAssertTrue(level.isSolved)
    }

    /// A slide is a glide: a jump of five semitones at once is heard, but the slide is done only
    /// once it has lasted half a second.
    func testASlideTakesHalfASecond() {
        var level = challenge([.slide(semitones: 5)])
        run(&level, hummed(262), ticks: 5)
        run(&level, hummed(392), ticks: 10)
        XCTAssertFalse(level.isSolved)
        run(&level, hummed(392), ticks: 60)
        XCTAssertTrue(level.isSolved)
    }

    func testALevelMayNotBeginWithSilenceNorAskANoteTheKeysCannotSing() throws {
        func reason(_ goal: String) -> String? {
            let text = ##"{"format":1,"id":"x","kind":"listening","tile":{"color":"#112233","column":0,"row":0},"seed":1,"parameters":{},"goal":"##
                + goal + "}"
            do {
                _ = try LevelParser.parse(Array(text.utf8))
                return nil
            } catch {
                return error.reason
            }
        }
        XCTAssertEqual(reason(#"{"steps":[{"hear":"silence","seconds":3}]}"#),
                       "a level must not be won by keeping still: begin with a sound, then the silence")
        XCTAssertEqual(reason(#"{"steps":[{"hear":"note","note":"F"}]}"#), "expected one of C, D, E, G, A (the scale the keys sing)")
        XCTAssertEqual(reason(#"{"steps":[{"hear":"hold","seconds":9}]}"#), "must be 0.5...8.0 for this sound")
        XCTAssertNil(reason(#"{"steps":[{"hear":"tone"},{"hear":"silence","seconds":3}]}"#))
    }
}
