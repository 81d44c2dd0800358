import Foundation
import XCTest

/// The house rules of docs/architecture.md read from the source tree: the play session does one
/// job in a short file, the frame loop reads in ten seconds, and C stays in one corner.
final class HouseRulesTests: XCTestCase {
    private let sources = RepositoryPaths.root + "/Sources"

    private func lines(of file: String) throws -> [Substring] {
        try String(contentsOfFile: sources + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    func testThePlaySessionIsAShortFile() throws {
        let count = try lines(of: "SensoriumCore/Play/PlaySession.swift").count - 1
        XCTAssertLessThanOrEqual(count, 200, "PlaySession.swift is \(count) lines: give a job it does a piece of its own (docs/architecture.md)")
    }

    func testTheFrameLoopReadsInTenSeconds() throws {
        let lines = try lines(of: "sensorium/GameLoop.swift")
        let start = try XCTUnwrap(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "while platform.isOpen {" })
        let indent = lines[start].prefix { $0 == " " }
        let end = try XCTUnwrap(lines[(start + 1)...].firstIndex { $0 == indent + "}" })
        let body = end - start - 1
        XCTAssertLessThanOrEqual(body, 20, "the loop's body is \(body) lines: move what is not the loop's own into a piece of its own")
    }

    func testOnlyThePlatformSeesSDL() throws {
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: sources))
        let importers = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.filter { file in
            (try? String(contentsOfFile: sources + "/" + file, encoding: .utf8))?
                .split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "import CSDL2" } ?? false
        }
        XCTAssertGreaterThan(importers.count, 10)
        let allowed = ["SensoriumSDL/", "SensoriumTestSupport/"]
        XCTAssertEqual(importers.filter { file in !allowed.contains { file.hasPrefix($0) } }.sorted(), [],
                       "SDL is the platform's: ask it (SensoriumSDL) for what you need")
    }
}
