import Foundation
import XCTest
@testable import SensoriumCore

final class FileBytesTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "sensorium-bytes-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testReadReportsMissingFilesAsNilAndRefusesHugeOnes() throws {
        XCTAssertNil(try FileBytes.read(directory + "/none", maxBytes: 10))
        try AtomicFile.write([UInt8](repeating: 7, count: 11), to: directory + "/big")
        XCTAssertThrowsError(try FileBytes.read(directory + "/big", maxBytes: 10)) { error in
            XCTAssertEqual((error as? FormatError)?.reason, "file is 11 bytes; the limit is 10")
        }
        XCTAssertEqual(try FileBytes.read(directory + "/big", maxBytes: 11)?.count, 11)
    }

    func testAFIFOIsRefusedAtOnceInsteadOfWaitingForAWriter() {
        let path = directory + "/pipe"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        XCTAssertThrowsError(try FileBytes.read(path, maxBytes: 10)) { error in
            XCTAssertEqual((error as? FormatError)?.reason, "not a regular file")
        }
    }

    func testADocumentReaderNamesTheFileOnce() {
        XCTAssertThrowsError(try FileBytes.readDocument(directory + "/none", maxBytes: 10)) { error in
            XCTAssertEqual("\(error)", "\(directory)/none: (document): no such file")
        }
    }

    func testADirectoryIsNotAFile() {
        XCTAssertThrowsError(try FileBytes.read(directory, maxBytes: 10)) { error in
            XCTAssertEqual((error as? FormatError)?.reason, "not a regular file")
        }
    }
}
