import Foundation
import XCTest
@testable import SensoriumCore

/// The real AHAP files in `shared/ahap` next to the repository (never copied into it).
enum SharedAHAP {
    static func folder() throws -> URL {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = repo.deletingLastPathComponent().appendingPathComponent("shared/ahap")
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw XCTSkip("shared/ahap is not next to the repository (\(folder.path))")
        }
        return folder
    }

    static func allFiles() throws -> [URL] {
        let root = try folder()
        var files: [URL] = []
        for sub in ["effects", "ricochet"] {
            let dir = root.appendingPathComponent(sub)
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where name.hasSuffix(".ahap") {
                files.append(dir.appendingPathComponent(name))
            }
        }
        return files
    }

    static func load(_ relative: String) throws -> AHAPPattern {
        try AHAPLoader().load(contentsOf: folder().appendingPathComponent(relative))
    }
}

final class AHAPLoaderTests: XCTestCase {
    private func assertRejects(_ text: String, path: String, reasonContains: String, limits: AHAPLoader.Limits = .init(),
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try AHAPLoader(limits: limits).parse(text, file: "bad.ahap"), file: file, line: line) { error in
            guard let error = error as? FormatError else { return XCTFail("not a FormatError: \(error)", file: file, line: line) }
            XCTAssertEqual(error.file, "bad.ahap", file: file, line: line)
            XCTAssertEqual(error.path, path, "\(error)", file: file, line: line)
            XCTAssertTrue(error.reason.contains(reasonContains), "\(error)", file: file, line: line)
        }
    }

    private func event(_ body: String) -> String { #"{"Version": 1, "Pattern": [{"Event": {\#(body)}}]}"# }

    // MARK: Real files

    func testEverySharedAHAPLoadsWithASensibleTimeline() throws {
        let files = try SharedAHAP.allFiles()
        XCTAssertEqual(files.count, 12)
        for url in files {
            let pattern = try AHAPLoader().load(contentsOf: url)
            let name = url.lastPathComponent
            XCTAssertGreaterThan(pattern.duration, 0, name)
            XCTAssertGreaterThan(pattern.transients.count + pattern.continuous.count, 0, name)
            XCTAssertEqual(pattern.transients.map(\.time), pattern.transients.map(\.time).sorted(), name)
            XCTAssertEqual(pattern.continuous.map(\.time), pattern.continuous.map(\.time).sorted(), name)
            XCTAssertEqual(pattern.audio.map(\.time), pattern.audio.map(\.time).sorted(), name)
            for event in pattern.continuous { XCTAssertTrue(event.duration > 0 && event.duration <= 30, name) }
        }
    }

    /// Published AHAP files from other projects (`Fixtures/ahap-public`, sources in its LICENSES), five
    /// of them with JSON5 trailing commas: one fact each, checked against the file's text.
    func testEveryPublicAHAPLoadsWithItsEventsAndTimes() throws {
        let folder = URL(fileURLWithPath: RepositoryPaths.root + "/Tests/SensoriumCoreTests/Fixtures/ahap-public")
        let results = AHAPLoader().loadDirectory(folder)
        XCTAssertEqual(results.map(\.file.lastPathComponent),
                       ["3_points.ahap", "Close.ahap", "Jump.ahap", "Open.ahap", "Recharge.ahap", "Recoil.ahap", "Spin.ahap"])
        var patterns: [String: AHAPPattern] = [:]
        for (file, result) in results {
            switch result {
            case .success(let pattern): patterns[file.deletingPathExtension().lastPathComponent] = pattern
            case .failure(let error): XCTFail("\(error)")
            }
        }
        let intensity = HapticDynamicParameterID.hapticIntensityControl.index
        let sharpness = HapticDynamicParameterID.hapticSharpnessControl.index

        let close = try XCTUnwrap(patterns["Close"])
        XCTAssertEqual(close.continuous, [HapticContinuousEvent(time: 0, duration: 0.1, intensity: 0.6, sharpness: 0.4)])
        XCTAssertEqual(close.transients, [HapticTransientEvent(time: 0.11, intensity: 0.9, sharpness: 1)])
        XCTAssertEqual(close.metadata["Description"], "Increasing tension and friction, with an end transient")

        let jump = try XCTUnwrap(patterns["Jump"])
        XCTAssertEqual(jump.transients.map(\.time), [0, 0.04])
        XCTAssertEqual(jump.continuous.map(\.duration), [0.37])
        XCTAssertEqual(jump.continuous.first?.time, 0.07)

        let open = try XCTUnwrap(patterns["Open"])
        XCTAssertEqual(open.transients, [HapticTransientEvent(time: 0, intensity: 1, sharpness: 0.6)])
        XCTAssertEqual(open.continuous.first?.time, 0.01)

        let spin = try XCTUnwrap(patterns["Spin"])
        XCTAssertEqual(spin.continuous.map(\.time), [0, 0.01])
        XCTAssertEqual(spin.continuous.map(\.duration), [1.1, 1.1])
        XCTAssertEqual(spin.parameterTracks[intensity].points.count, 7)

        let recharge = try XCTUnwrap(patterns["Recharge"])
        XCTAssertEqual(recharge.continuous.map(\.duration), [1.5])
        XCTAssertEqual(recharge.parameterTracks[intensity].points.count, 16)

        let recoil = try XCTUnwrap(patterns["Recoil"])
        XCTAssertEqual(recoil.continuous.map(\.time), [0, 0.2])
        XCTAssertEqual(recoil.continuous.first?.sharpness, 0, "-1 is clamped")
        XCTAssertEqual(recoil.duration, 0.4, accuracy: 1e-12)

        let threePoints = try XCTUnwrap(patterns["3_points"])
        XCTAssertEqual(threePoints.continuous, [HapticContinuousEvent(time: 0, duration: 4, intensity: 1, sharpness: 0)])
        XCTAssertEqual(threePoints.parameterTracks[intensity].points.count, 3)
        XCTAssertEqual(threePoints.parameterTracks[sharpness].points.count, 2)
    }

    func testTrailingCommasAndCommentsAreReadAsCoreHapticsReadsThem() throws {
        let pattern = try AHAPLoader().parse("""
        // A pattern as published, with JSON5's comments and trailing commas.
        {
          Version: 1.0, /* an identifier key */
          'Pattern': [
            {"Event": {"Time": .5, "EventType": "HapticTransient", "EventParameters": [
              {"ParameterID": "HapticIntensity", "ParameterValue": 0.8,},
            ],},},
          ],
        }
        """)
        XCTAssertEqual(pattern.transients, [HapticTransientEvent(time: 0.5, intensity: 0.8, sharpness: 0.5)])
    }

    func testMissingFileSaysSoInOurWords() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).ahap").path
        XCTAssertThrowsError(try AHAPLoader().load(contentsOf: URL(fileURLWithPath: path))) { error in
            XCTAssertEqual((error as? FormatError)?.description, "\(path): (document): no such file")
        }
    }

    func testTextureHas101TransientsOverTwoSeconds() throws {
        let texture = try SharedAHAP.load("ricochet/Texture.ahap")
        XCTAssertEqual(texture.transients.count, 101)
        XCTAssertEqual(texture.continuous.count, 0)
        XCTAssertEqual(texture.transients.first?.time, 0)
        XCTAssertEqual(texture.transients.last?.time, 2.0)
        XCTAssertEqual(texture.duration, 2.0 + AHAPPattern.transientDuration, accuracy: 1e-12)
        XCTAssertEqual(texture.metadata["Project"], "Haptic Ricochet")
    }

    func testImplodeEntriesOutOfOrderAreSortedAndCurvesKept() throws {
        let implode = try SharedAHAP.load("ricochet/Implode.ahap")
        XCTAssertEqual(implode.continuous, [HapticContinuousEvent(time: 0.2, duration: 0.8, intensity: 1, sharpness: 0.2)])
        XCTAssertEqual(implode.audio.count, 1)
        XCTAssertEqual(implode.audio[0].waveformPath, "CoreHaptics/Ricochet/Implode.wav")
        XCTAssertEqual(implode.audio[0].volume, 0.8)
        XCTAssertEqual(implode.parameterTracks[HapticDynamicParameterID.hapticIntensityControl.index].points.count, 5)
        XCTAssertEqual(implode.duration, 1.0, accuracy: 1e-12)
    }

    func testHitWithoutSharpnessTakesTheDefaults() throws {
        let hit = try SharedAHAP.load("effects/Hit.ahap")
        XCTAssertEqual(hit.transients, [HapticTransientEvent(time: 0, intensity: 1, sharpness: 0.5)])
    }

    func testCollisionAudioCustomKeepsItsPathAndFlags() throws {
        let large = try SharedAHAP.load("ricochet/CollisionLarge.ahap")
        XCTAssertEqual(large.audio, [AHAPAudioEvent(kind: .custom, time: 0, waveformPath: "CoreHaptics/Ricochet/CollisionLarge.wav")])
        XCTAssertEqual(large.transients, [HapticTransientEvent(time: 0, intensity: 1, sharpness: 0)])
    }

    // MARK: Apple's leniency

    func testVersionOneAsIntegerUnknownKeysAndMissingValuesAreAccepted() throws {
        let pattern = try AHAPLoader().parse(#"""
        {"Version": 1, "Extra": {"a": [1]}, "Pattern": [
          {"Event": {"Time": 0.5, "EventType": "HapticContinuous", "EventDuration": 1, "Colour": "red"}},
          {"Event": {"Time": 0.1, "EventType": "AudioContinuous", "EventDuration": 0.2}}
        ]}
        """#)
        XCTAssertEqual(pattern.continuous, [HapticContinuousEvent(time: 0.5, duration: 1, intensity: 1, sharpness: 0.5,
                                                                  attackTime: 0, decayTime: 0, releaseTime: 0, sustained: true)])
        XCTAssertEqual(pattern.audio.first?.kind, .continuous)
        XCTAssertEqual(pattern.audio.first?.volume, 1)
        XCTAssertEqual(pattern.audio.first?.brightness, 1)
        XCTAssertEqual(pattern.duration, 1.5)
    }

    func testOutOfRangeParameterValuesAreClamped() throws {
        let pattern = try AHAPLoader().parse(#"""
        {"Version": 1.0, "Pattern": [
          {"Event": {"Time": 0, "EventType": "HapticTransient", "EventParameters": [
            {"ParameterID": "HapticIntensity", "ParameterValue": 7}, {"ParameterID": "HapticSharpness", "ParameterValue": -3}]}},
          {"Event": {"Time": 0, "EventType": "AudioCustom", "EventWaveformPath": "a.wav", "EventParameters": [
            {"ParameterID": "AudioPan", "ParameterValue": -9}, {"ParameterID": "AudioVolume", "ParameterValue": 1e300}]}},
          {"Parameter": {"ParameterID": "HapticSharpnessControl", "Time": 0, "ParameterValue": 5}}
        ]}
        """#)
        XCTAssertEqual(pattern.transients, [HapticTransientEvent(time: 0, intensity: 1, sharpness: 0)])
        XCTAssertEqual(pattern.audio.first?.pan, -1)
        XCTAssertEqual(pattern.audio.first?.volume, 1)
        XCTAssertEqual(pattern.parameter(.hapticSharpnessControl, at: 1), 1)
    }

    func testUnknownEventTypeAndParameterNameTheirPath() {
        assertRejects(event(#""Time": 0, "EventType": "HapticBuzz""#), path: "Pattern[0].Event.EventType", reasonContains: "HapticBuzz")
        assertRejects(event(#""Time": 0, "EventType": "HapticTransient", "EventParameters": [{"ParameterID": "Loudness", "ParameterValue": 1}]"#),
                      path: "Pattern[0].Event.EventParameters[0].ParameterID", reasonContains: "Loudness")
        assertRejects(#"{"Version": 2, "Pattern": []}"#, path: "Version", reasonContains: "unsupported")
        assertRejects(#"{"Version": 1, "Pattern": [{"Haptic": {}}]}"#, path: "Pattern[0]", reasonContains: "no Event")
    }

    func testContinuousEventWithoutDurationIsRejected() {
        assertRejects(event(#""Time": 0, "EventType": "HapticContinuous""#), path: "Pattern[0].Event.EventDuration",
                      reasonContains: "missing")
    }

    // MARK: Hostile files, one per class

    func testDeepNestingIsRejectedWithItsPath() {
        let deep = #"{"Version": 1, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient", "X": "#
            + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000) + "}}]}"
        assertRejects(deep, path: "Pattern[0].Event.X" + String(repeating: "[0]", count: 12), reasonContains: "nested deeper than 16")
    }

    func testHugeFileIsRejectedBeforeParsing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ahap-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("huge.ahap")
        let bytes = Data(repeating: UInt8(ascii: " "), count: AHAPLoader.Limits().maxBytes + 1)
        try bytes.write(to: url)
        XCTAssertThrowsError(try AHAPLoader().load(contentsOf: url)) { error in
            let error = error as? FormatError
            XCTAssertEqual(error?.file, url.path)
            XCTAssertTrue(error?.reason.contains("the limit is") ?? false, "\(String(describing: error))")
        }
        // A character device is never read, however large.
        XCTAssertThrowsError(try AHAPLoader().load(contentsOf: URL(fileURLWithPath: "/dev/zero"))) { error in
            XCTAssertEqual((error as? FormatError)?.reason, "not a regular file")
        }
    }

    func testTooManyEventsAreRejected() {
        let one = #"{"Event":{"Time":0,"EventType":"HapticTransient"}}"#
        let text = #"{"Version":1,"Pattern":["# + Array(repeating: one, count: 10_001).joined(separator: ",") + "]}"
        assertRejects(text, path: "Pattern", reasonContains: "10001 entries; the limit is 10000")
        // A flood beyond the value budget stops inside the parser, still with a path.
        var small = AHAPLoader.Limits()
        small.maxValues = 1_000
        let flood = #"{"Version":1,"Pattern":["# + Array(repeating: one, count: 300).joined(separator: ",") + "]}"
        XCTAssertThrowsError(try AHAPLoader(limits: small).parse(flood, file: "bad.ahap")) { error in
            XCTAssertTrue((error as? FormatError)?.reason.contains("values in one file") ?? false)
        }
    }

    func testNegativeTimeIsRejected() {
        assertRejects(event(#""Time": -0.5, "EventType": "HapticTransient""#), path: "Pattern[0].Event.Time",
                      reasonContains: "outside 0...600")
        assertRejects(#"{"Pattern": [{"ParameterCurve": {"ParameterID": "HapticIntensityControl", "Time": 0, "ParameterCurveControlPoints": [{"Time": -1, "ParameterValue": 0}]}}]}"#,
                      path: "Pattern[0].ParameterCurve.ParameterCurveControlPoints[0].Time", reasonContains: "outside")
    }

    func testNaNAndHugeNumbersAreRejected() {
        assertRejects(event(#""Time": NaN, "EventType": "HapticTransient""#), path: "Pattern[0].Event.Time",
                      reasonContains: "NaN and Infinity are not accepted; numbers must be finite")
        XCTAssertThrowsError(try AHAPLoader().parse(event(#""Time": NaN, "EventType": "HapticTransient""#), file: "bad.ahap")) { error in
            XCTAssertEqual((error as? FormatError)?.line, 1, "the parser says where: \(error)")
        }
        assertRejects(event(#""Time": -Infinity, "EventType": "HapticTransient""#), path: "Pattern[0].Event.Time",
                      reasonContains: "numbers must be finite")
        assertRejects(event(#""Time": 1e999, "EventType": "HapticTransient""#), path: "Pattern[0].Event.Time", reasonContains: "out of range")
        assertRejects(event(#""Time": 1e300, "EventType": "HapticTransient""#), path: "Pattern[0].Event.Time", reasonContains: "outside 0...600")
    }

    func testContinuousLongerThanThirtySecondsIsRejected() {
        assertRejects(event(#""Time": 0, "EventType": "HapticContinuous", "EventDuration": 30.5"#),
                      path: "Pattern[0].Event.EventDuration", reasonContains: "30 s limit")
        assertRejects(event(#""Time": 0, "EventType": "HapticContinuous", "EventDuration": 0"#),
                      path: "Pattern[0].Event.EventDuration", reasonContains: "more than 0")
    }

    func testAbsoluteAudioPathIsRejected() {
        assertRejects(event(#""Time": 0, "EventType": "AudioCustom", "EventWaveformPath": "/etc/passwd""#),
                      path: "Pattern[0].Event.EventWaveformPath", reasonContains: "absolute")
    }

    func testDotDotAudioPathIsRejected() {
        assertRejects(event(#""Time": 0, "EventType": "AudioCustom", "EventWaveformPath": "sounds/../../secret.wav""#),
                      path: "Pattern[0].Event.EventWaveformPath", reasonContains: "..")
    }

    func testCurveWithMoreThanSixteenPointsIsRejected() {
        let points = (0..<17).map { #"{"Time": \#(Double($0) / 10), "ParameterValue": 0.5}"# }.joined(separator: ",")
        assertRejects(#"{"Pattern": [{"ParameterCurve": {"ParameterID": "HapticIntensityControl", "Time": 0, "ParameterCurveControlPoints": [\#(points)]}}]}"#,
                      path: "Pattern[0].ParameterCurve.ParameterCurveControlPoints", reasonContains: "17 control points")
    }
}
