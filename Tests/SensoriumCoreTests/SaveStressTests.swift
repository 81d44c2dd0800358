import Foundation
import XCTest
@testable import SensoriumCore

final class SaveStressTests: XCTestCase {
    private var path = ""

    override func setUp() {
        path = NSTemporaryDirectory() + "sensorium-stress-\(getpid())-\(UUID().uuidString)/progress.json"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }

    func testRunWritesCheckableSavesAndContinuesTheNumbering() throws {
        XCTAssertEqual(try SaveStress.run(path: path, iterations: 3), 3)
        XCTAssertEqual(try SaveStress.check(path: path), 3)
        XCTAssertEqual(try SaveStress.run(path: path, iterations: 2), 5)
        XCTAssertEqual(try SaveStress.check(path: path), 5)
        // The stress file is an ordinary progress file too.
        XCTAssertNil(ProgressStore.load(from: path).message)
    }

    func testSavesGrowAndShrinkAcrossACycle() {
        XCTAssertEqual(SaveStress.progress(number: 1).levels.count, 2)
        XCTAssertEqual(SaveStress.progress(number: 255).levels.count, 256)
        XCTAssertGreaterThan(SaveStress.progress(number: 255).encode().count, 20_000)
    }

    func testCheckRejectsATruncatedOrEditedSave() throws {
        try SaveStress.run(path: path, iterations: 40)
        let whole = try XCTUnwrap(FileBytes.read(path, maxBytes: 1 << 20))
        try AtomicFile.write(Array(whole.prefix(whole.count / 2)), to: path)
        XCTAssertThrowsError(try SaveStress.check(path: path))
        let edited = String(decoding: whole, as: UTF8.self).replacingOccurrences(of: "\"attempts\": 40", with: "\"attempts\": 41")
        try AtomicFile.write(Array(edited.utf8), to: path)
        XCTAssertThrowsError(try SaveStress.check(path: path)) { error in
            XCTAssertEqual((error as? FormatError)?.path, "speedrun.saveStress.checksum")
        }
    }
}
