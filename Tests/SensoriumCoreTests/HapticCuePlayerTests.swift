import XCTest
@testable import SensoriumCore

final class HapticCuePlayerTests: XCTestCase {
    private func library() throws -> HapticLibrary {
        let folder = NSTemporaryDirectory() + "sensorium-cues-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/sounds", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        try Data([0]).write(to: URL(fileURLWithPath: folder + "/sounds/thud.wav"))
        try #"{"Pattern": [{"Event": {"Time": 0, "EventType": "HapticContinuous", "EventDuration": 1, "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 1}]}}, {"Event": {"Time": 0.05, "EventType": "AudioCustom", "EventWaveformPath": "thud.wav", "EventParameters": [{"ParameterID": "AudioVolume", "ParameterValue": 0.5}]}}]}"#
            .write(toFile: folder + "/" + CueName.ricochetRollPaper.patternFile, atomically: true, encoding: .utf8)
        try #"{"Pattern": [{"Event": {"Time": 0, "EventType": "AudioCustom", "EventWaveformPath": "../outside.wav"}}]}"#
            .write(toFile: folder + "/escape.ahap", atomically: true, encoding: .utf8)
        try #"{"Pattern": [{"Event": {"Time": 0, "EventType": "HapticContinuous", "EventDuration": 1, "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 0.2}]}}]}"#
            .write(toFile: folder + "/" + CueName.ricochetRollMetal.patternFile, atomically: true, encoding: .utf8)
        return HapticLibrary.load(directories: [folder], soundRoots: [folder + "/sounds"])
    }

    func testALayerCuedWithAnotherPatternSwitchesToIt() throws {
        var player = HapticCuePlayer(library: try library(), settings: RumbleSettings())
        let paper = player.tick([.layer(id: "roll", sound: nil, haptic: .ricochetRollPaper, level: 1, pan: 0)])
        let metal = player.tick([.layer(id: "roll", sound: nil, haptic: .ricochetRollMetal, level: 1, pan: 0)])
        XCTAssertGreaterThan(paper.low, metal.low, "the ball rolled onto metal: the layer feels like metal now")
        XCTAssertGreaterThan(metal.low, 0)
    }

    func testALayerPlaysWhileCuedFollowsItsLevelAndStopsWhenNotCued() throws {
        var player = HapticCuePlayer(library: try library(), settings: RumbleSettings())
        let full = player.tick([.layer(id: "roll", sound: nil, haptic: .ricochetRollPaper, level: 1, pan: 0)])
        let half = player.tick([.layer(id: "roll", sound: nil, haptic: .ricochetRollPaper, level: 0.3, pan: 0)])
        XCTAssertGreaterThan(full.low, half.low)
        XCTAssertGreaterThan(half.low, 0)
        XCTAssertTrue(player.tick([]).isOff, "a layer not cued in a tick stops in that tick")
    }

    func testAudioEventsBecomeSoundStartsAtTheirTickWithTheResolvedFile() throws {
        var player = HapticCuePlayer(library: try library(), settings: RumbleSettings())
        _ = player.tick([.haptic(pattern: .ricochetRollPaper, intensity: 1)])
        var startTick: Int?
        for tick in 1..<20 where startTick == nil {
            _ = player.tick([])
            if !player.soundStarts.isEmpty { startTick = tick }
        }
        XCTAssertEqual(startTick, 6, "0.05 s is in tick 6 at 120 Hz")
        XCTAssertTrue(player.soundStarts.first?.path.hasSuffix("/sounds/thud.wav") ?? false)
        XCTAssertEqual(player.soundStarts.first?.volume, 0.5)
    }

    func testAPatternWhoseSoundEscapesItsFolderIsReportedNotOpened() throws {
        let library = try library()
        XCTAssertNil(library["escape"], "the whole file is refused")
        XCTAssertTrue(library.problems.contains { $0.contains("escape.ahap") }, "\(library.problems)")
    }

    func testUnknownPatternsAreIgnoredAndSilenceStopsEverything() throws {
        var player = HapticCuePlayer(library: try library(), settings: RumbleSettings())
        XCTAssertTrue(player.tick([.haptic(pattern: .homeDeny, intensity: 1)]).isOff)
        _ = player.tick([.haptic(pattern: .ricochetRollPaper, intensity: 1)])
        player.silence()
        XCTAssertTrue(player.tick([]).isOff)
    }
}
