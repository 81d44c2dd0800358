import Foundation
import XCTest

/// Rules the suite keeps about itself, checked on its own source.
final class SuiteRulesTests: XCTestCase {
    /// A fixed sleep is a guess at how long another process takes: too long on a quiet machine,
    /// too short on a busy one. Tests wait for the thing itself (`waitFor`, `eventually`), and
    /// only Eventually.swift, where that one wait lives, may sleep.
    func testNoTestSleepsOutsideTheOnePollingHelper() throws {
        let folder = SDLTestCase.repositoryRoot + "/Tests/SensoriumSDLTests"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        XCTAssertTrue(files.contains("Eventually.swift"), "the one polling helper is in \(folder)")
        XCTAssertGreaterThan(files.count, 10, "the suite's files are found")
        let sleeps = ["Thread" + ".sleep", "u" + "sleep", "sleep" + "("]
        var found: [String] = []
        for file in files.sorted() where file != "Eventually.swift" {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where sleeps.contains(where: line.contains) {
                found.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        XCTAssertEqual(found, [], "wait with waitFor or eventually (Eventually.swift) instead")
    }
}
