import Foundation
import XCTest
@testable import SensoriumCore

final class AtomicFileTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "sensorium-atomic-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testWriteReplacesTheWholeContentAndLeavesNoTemporaryFiles() throws {
        let path = directory + "/progress.json"
        try AtomicFile.write(Array("a much longer first version".utf8), to: path)
        try AtomicFile.write(Array("second".utf8), to: path)
        XCTAssertEqual(try FileBytes.read(path, maxBytes: 100), Array("second".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["progress.json"])
    }

    func testMissingDirectoriesAreCreatedPrivate() throws {
        let path = directory + "/a/b/sensorium/settings.json"
        try AtomicFile.write([1, 2, 3], to: path)
        XCTAssertEqual(try FileBytes.read(path, maxBytes: 10), [1, 2, 3])
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/a/b/sensorium")
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
    }

    func testFailureLeavesTheOldFileAndNoTemporary() throws {
        let path = directory + "/target"
        try AtomicFile.write(Array("old".utf8), to: path)
        // Under a file-size limit of one byte the new version cannot be written (EFBIG: SIGXFSZ
        // ignored, as the game ignores it), after the temporary file was made.
        let handler = signal(SIGXFSZ, SIG_IGN)
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
        var tight = limit
        tight.rlim_cur = 1
        setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &tight)
        XCTAssertThrowsError(try AtomicFile.write(Array("new".utf8), to: path)) { error in
            XCTAssertTrue((error as? FormatError)?.reason.hasPrefix("cannot write") ?? false, "\(error)")
        }
        setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
        signal(SIGXFSZ, handler)
        XCTAssertEqual(try FileBytes.read(path, maxBytes: 10), Array("old".utf8))
        // A folder is never replaced: refused before anything is made.
        let blocked = directory + "/blocked"
        try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write(Array("new".utf8), to: blocked)) { error in
            XCTAssertEqual((error as? FormatError)?.reason, "is a folder; only a regular file is replaced")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).sorted(), ["blocked", "target"])
    }

    func testTemporaryFilesOfDeadProcessesAreCleanedUp() throws {
        let path = directory + "/progress.json"
        // No process has pid 2^22+1 on Linux (pid_max is at most 2^22).
        let stale = directory + "/.progress.json.tmp-4194305-0011223344556677"
        XCTAssertTrue(FileManager.default.createFile(atPath: stale, contents: Data("half".utf8)))
        try AtomicFile.write(Array("whole".utf8), to: path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
    }
}
