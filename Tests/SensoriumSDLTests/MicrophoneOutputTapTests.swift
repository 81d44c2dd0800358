import XCTest
import CSDL2
import SensoriumCore
@testable import SensoriumSDL

/// The tap on the game's own output (`GameOutputTap`) on SDL's disk driver, which writes what
/// would reach the speakers: it knows when the game sounds, and ducks the game while listening.
final class MicrophoneOutputTapTests: DiskAudioTestCase {
    /// The peak of the Float32 samples written from byte `start` on.
    private func peak(from start: Int) throws -> Float {
        let data = try Data(contentsOf: URL(fileURLWithPath: outputFile))
        guard data.count > start else { return 0 }
        return data[start...].withUnsafeBytes { raw in raw.bindMemory(to: Float.self).reduce(0) { max($0, abs($1)) } }
    }

    /// The mixer open with the tap on it and a sound loaded as "solved"; both are taken off when
    /// the test ends, the tap first.
    private func tappedOutput() throws -> (output: AudioOutput, tap: GameOutputTap) {
        let output = AudioOutput()
        addTeardownBlock { output.close() }
        let tap = GameOutputTap(format: try XCTUnwrap(output.format))
        tap.install()
        addTeardownBlock { tap.remove() }
        XCTAssertTrue(output.load("solved", path: Self.repositoryRoot + "/Resources/sounds/home-solved.wav"))
        return (output, tap)
    }

    func testTheTapKnowsWhenTheGameSounds() throws {
        let (output, tap) = try tappedOutput()
        XCTAssertFalse(tap.isSounding)
        output.play("solved")
        try waitFor("the tap to hear the game's sound") { tap.isSounding }
        // The disk driver mixes faster than real time: the sound ends within moments, and the
        // echo's tail after it.
        try waitFor("the sound and its echo's tail to end") { !tap.isSounding }
    }

    /// Plays "solved" and returns the peak written while it played, once the mixer has mixed all
    /// of it (the disk driver here runs faster than real time, and a loaded machine may let it
    /// write a second of silence before the sound starts: no fixed length of audio is enough).
    private func playedPeak(_ output: AudioOutput) throws -> Float {
        let start = bytesWritten
        output.play("solved")
        try waitFor("the sound to be mixed to its end") { sensorium_Mix_Playing(-1) == 0 }
        // Its last buffer is written once the driver has written the next one.
        try waitForAudio(seconds: 0.05, in: try XCTUnwrap(output.format), after: bytesWritten)
        return try peak(from: start)
    }

    func testDuckingLowersTheGamesOutputWithoutSilencingIt() throws {
        let (output, tap) = try tappedOutput()
        let format = try XCTUnwrap(output.format)
        XCTAssertEqual(format.sampleType, .float32, "the tests' mixer opens Float32")
        let full = try playedPeak(output)
        tap.duck(true)
        // A buffer ramps from the full gain to the ducked one: the sound starts after it.
        try waitForAudio(seconds: 0.1, in: format, after: bytesWritten)
        let ducked = try playedPeak(output)
        XCTAssertGreaterThan(full, 0.1)
        XCTAssertEqual(Double(ducked / full), Double(GameOutputTap.duckedGain), accuracy: 0.05, "full \(full), ducked \(ducked)")
    }

    /// An echo is never louder than the sound that made it: while the game sounds quietly, what
    /// is heard as quietly may be the game, what is heard far louder is the player.
    func testOnlyWhatCouldBeTheGamesEchoIsTakenForTheGame() throws {
        let (output, tap) = try tappedOutput()
        XCTAssertFalse(tap.mayBeTheGame(loudness: -60), "silent: nothing is the game")
        output.play("solved", volume: 0.05)
        try waitFor("the tap to hear the game's quiet sound") { tap.isSounding }
        XCTAssertTrue(tap.mayBeTheGame(loudness: -70), "as quiet as its echo")
        XCTAssertFalse(tap.mayBeTheGame(loudness: -3), "a clap at the microphone, far louder than the game")
    }
}
