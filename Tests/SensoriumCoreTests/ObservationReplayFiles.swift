import XCTest
@testable import SensoriumCore

/// What the tests of an observation's replay encoding (the desktop's, the hearing's) share: a
/// one-level replay of given inputs, a replay file around a hand-made body, and the check that
/// such a file is refused for a reason.
enum ObservationReplayFiles {
    static let hash = String(repeating: "ab", count: 32)

    static func replay(_ inputs: [InputCommand]) -> Replay {
        Replay(header: ReplayHeader(gameVersion: "0.1.0", category: .level("a"), levelIDs: ["a"], seed: 1,
                                    levelFilesHash: hash), inputs: inputs)
    }

    static func file(ticks: Int, body: [UInt8]) -> [UInt8] {
        let json = #"{"format":1,"game":"0.1.0","category":"level:a","levels":["a"],"seed":"0000000000000001","#
            + #""tickRate":120,"levelFilesHash":"\#(hash)","flags":[],"ticks":\#(ticks)}"#
        return Array("sensorium-replay 1\n\(json)\n".utf8) + Base64Text.encode(body)
    }

    static func assertRejects(_ body: [UInt8], ticks: Int = 1, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try Replay.decode(self.file(ticks: ticks, body: body), file: "run.replay"), file: file, line: line) { error in
            XCTAssertTrue((error as? FormatError)?.reason.contains(text) ?? false, "\(error)", file: file, line: line)
        }
    }
}
