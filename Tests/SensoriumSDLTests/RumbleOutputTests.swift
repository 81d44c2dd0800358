import XCTest
import CSDL2
import SensoriumCore
import SensoriumTestSupport
@testable import SensoriumSDL

/// Haptic cues on a real SDL game controller (a virtual one), read back through its Rumble
/// callback.
final class RumbleOutputTests: SDLTestCase {
    /// A folder standing in for the game's patterns: the large collision as one sharp-free
    /// transient (a knock), and the shield as a 2 s continuous rumble (a hum).
    private func patternFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "sensorium-rumble-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #"{"Version": 1, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient", "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 1}, {"ParameterID": "HapticSharpness", "ParameterValue": 0}]}}]}"#
            .write(toFile: folder + "/" + CueName.ricochetCollisionLarge.patternFile, atomically: true, encoding: .utf8)
        try #"{"Version": 1, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticContinuous", "EventDuration": 2, "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 0.8}, {"ParameterID": "HapticSharpness", "ParameterValue": 0.2}]}}]}"#
            .write(toFile: folder + "/" + CueName.ricochetShieldOn.patternFile, atomically: true, encoding: .utf8)
        return folder
    }

    private func makeOutput(_ gamepads: GamepadSet, folder: String) -> FeedbackOutput {
        FeedbackOutput(soundsDirectory: nil, hapticDirectories: [folder], rumbleSettings: RumbleSettings(),
                       effectsGain: 1, gamepads: gamepads)
    }

    /// What a pad should receive, from the pure player the output wraps.
    private func expectedFrames(_ folder: String, cues: [[FeedbackCue]]) -> [RumbleFrame] {
        var player = HapticCuePlayer(library: HapticLibrary.load(directories: [folder], soundRoots: []),
                                     settings: RumbleSettings())
        return cues.map { player.tick($0) }
    }

    func testAKnockReachesThePadInItsTickWithTheStrongMotorAndThenStops() throws {
        let folder = try patternFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gamepads = GamepadSet()
        let pad = try VirtualGamepad()
        defer { pad.detach() }
        pumpEvents { gamepads.handle($0) }
        let output = makeOutput(gamepads, folder: folder)
        XCTAssertTrue(output.hasRumble)
        let script: [[FeedbackCue]] = [[.haptic(pattern: .ricochetCollisionLarge, intensity: 1)]] + Array(repeating: [], count: 10)
        let expected = expectedFrames(folder, cues: script)
        var requestsPerTick: [Int] = []
        for cues in script {
            output.play(cues)
            requestsPerTick.append(pad.rumbleRequests.count)
        }
        let first = try XCTUnwrap(pad.rumbleRequests.first)
        XCTAssertEqual(requestsPerTick.first, 1, "the request is made in the cue's own tick")
        XCTAssertEqual(first.low, expected[0].low)
        XCTAssertEqual(first.high, expected[0].high)
        XCTAssertGreaterThan(first.low, first.high, "a round (sharpness 0) knock drives the strong motor")
        XCTAssertEqual(pad.rumbleRequests.last.map { [$0.low, $0.high] }, [0, 0], "the pulse ends with the motors off")
        let changes = zip(expected, expected.dropFirst()).filter { $0 != $1 }.count + 1
        XCTAssertEqual(pad.rumbleRequests.count, changes, "one request per change of level, no more")
    }

    func testUnpluggingMidPatternAndPluggingAnotherPadLeavesNoMotorRunning() throws {
        let folder = try patternFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gamepads = GamepadSet()
        let first = try VirtualGamepad(name: "first")
        pumpEvents { gamepads.handle($0) }
        let output = makeOutput(gamepads, folder: folder)
        output.play([.layer(id: "hum", sound: nil, haptic: .ricochetShieldOn, level: 1, pan: 0)])
        XCTAssertGreaterThan(first.rumbleRequests.last?.low ?? 0, 0)
        first.detach()
        pumpEvents { gamepads.handle($0) }
        XCTAssertFalse(output.hasRumble)
        output.play([.layer(id: "hum", sound: nil, haptic: .ricochetShieldOn, level: 1, pan: 0)])
        let second = try VirtualGamepad(name: "second")
        defer { second.detach() }
        pumpEvents { gamepads.handle($0) }
        output.play([.layer(id: "hum", sound: nil, haptic: .ricochetShieldOn, level: 1, pan: 0)])
        XCTAssertGreaterThan(second.rumbleRequests.last?.low ?? 0, 0, "the new pad joins the running layer")
        output.play([])
        XCTAssertEqual(second.rumbleRequests.last.map { [$0.low, $0.high] }, [0, 0], "an uncued layer stops")
    }

    func testSilenceZeroesEveryMotorAtOnce() throws {
        let folder = try patternFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gamepads = GamepadSet()
        let pad = try VirtualGamepad()
        defer { pad.detach() }
        pumpEvents { gamepads.handle($0) }
        let output = makeOutput(gamepads, folder: folder)
        output.play([.haptic(pattern: .ricochetShieldOn, intensity: 1)])
        XCTAssertGreaterThan(pad.rumbleRequests.last?.low ?? 0, 0)
        output.silence()
        XCTAssertEqual(pad.rumbleRequests.last.map { [$0.low, $0.high] }, [0, 0])
        output.play([])
        XCTAssertEqual(pad.rumbleRequests.last.map { [$0.low, $0.high] }, [0, 0], "nothing resumes after silence")
    }
}
